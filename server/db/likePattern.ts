/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text anywhere in the value. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** The value starts with the text. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
