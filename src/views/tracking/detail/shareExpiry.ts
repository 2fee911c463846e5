/** The lifetimes a tracker may give a public link; a day covers most single-leg trips. */
export const SHARE_HOURS = [4, 12, 24, 72] as const;
export const DEFAULT_SHARE_HOURS = 24;
