/** Where the header has room for the language switch; narrower, the profile menu holds it. */
export const ROOM_FOR_LANGUAGES = '(min-width: 36em)';
