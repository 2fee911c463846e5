const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

/** The server words timeline entries with UTC instants in them; the dispatcher reads India's clock (`clock`). */
export const timelineText = (text: string, clock: (iso: string) => string): string =>
  text.replace(ISO_INSTANT, (iso) => clock(iso));
