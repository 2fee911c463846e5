/** Mantine's `xs`: from here the header has room for the language switch; a phone finds it in the profile menu. */
export const ROOM_FOR_LANGUAGES = '(min-width: 36em)';
