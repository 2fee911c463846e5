/** One grid for the header and every row, so the virtualized rows line up without a <table>. */
export const BOARD_COLUMNS = [
  // First, so the way into a trip's screens is in view however narrow the board is.
  { key: 'open', label: 'Open', width: '56px' },
  { key: 'vehicle', label: 'Vehicle / transporter', width: 'minmax(160px, 1.2fr)' },
  { key: 'route', label: 'Route / status', width: 'minmax(170px, 1.3fr)' },
  { key: 'fix', label: 'Last fix / place', width: 'minmax(150px, 1fr)' },
  { key: 'eta', label: 'ETA / delay', width: '130px' },
  { key: 'toll', label: 'Last toll', width: 'minmax(130px, 1fr)' },
  { key: 'ewaybill', label: 'E-way bill', width: '140px' },
  { key: 'alerts', label: 'Alerts', width: 'minmax(140px, 1fr)' },
] as const;

export const BOARD_GRID = BOARD_COLUMNS.map((column) => column.width).join(' ');
export const ROW_HEIGHT = 58;
