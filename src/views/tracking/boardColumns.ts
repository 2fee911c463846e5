/**
 * The board's columns, in order. Their widths live in TrackingBoard.module.css, where container queries fit
 * them to the board's pane: a column with `from` shows only when the pane is at least that wide, so a laptop
 * keeps the columns a dispatcher scans (vehicle, route, last fix, ETA, alerts) in view beside the map instead
 * of scrolling sideways to reach them. Trip detail has the rest. Headers are `tracking.board.columns.<key>`.
 */
export const BOARD_COLUMNS = [
  // First, so the way into a trip's screens is in view however narrow the board is.
  { key: 'open' },
  { key: 'vehicle' },
  { key: 'route' },
  { key: 'fix' },
  { key: 'eta' },
  { key: 'toll', from: 'wide' },
  { key: 'ewaybill', from: 'medium' },
  { key: 'alerts' },
] as const;

export type BoardColumnKey = (typeof BOARD_COLUMNS)[number]['key'];

/** A row of the table: two lines of names, room for a name that wraps once, and two rows of alert badges. */
export const ROW_HEIGHT = 72;
/** A row laid out as a card on a narrow board: vehicle, route and place one under the other. */
export const COMPACT_ROW_HEIGHT = 150;
/** Below this width the board's table would scroll sideways: it lays rows out as cards instead. */
export const COMPACT_BELOW_PX = 612;
