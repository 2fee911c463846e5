/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text anywhere in the value. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** The value starts with the text. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/**
 * The pattern a list's search box uses. From three characters: the text anywhere, which a pg_trgm GIN index
 * serves (a trigram is three characters). Shorter texts have no trigram of their own, so anywhere would read
 * every row: they match the start of the value instead, which the index still serves (pg_trgm pads a value's
 * start).
 */
export const searchPattern = (text: string) => (text.length >= 3 ? likePattern(text) : prefixPattern(text));
