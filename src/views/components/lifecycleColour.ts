const COLOURS: Readonly<Record<string, string>> = {
  draft: 'gray',
  open: 'blue',
  closed: 'yellow',
  awarded: 'teal',
  fulfilled: 'green',
  cancelled: 'red',
  expired: 'gray',
  rejected: 'red',
  withdrawn: 'gray',
  accepted: 'teal',
  delivered: 'green',
  invoiced: 'green',
};

/** Ends are green or red, waiting is grey or yellow, moving is blue: one palette across the lifecycles. */
export const lifecycleColour = (status: string): string => COLOURS[status] ?? 'blue';
