/**
 * Bids placed in one go (several transporters at a window's close, a transporter's app placing and
 * re-placing) land within a second or two of each other; a busy server spreads them further. News is told
 * once it has been quiet this long, or at the latest this long after its first item.
 */
export const NEWS_QUIET_MS = 2_500;
export const NEWS_MAX_MS = 8_000;
