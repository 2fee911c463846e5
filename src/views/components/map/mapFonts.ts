/**
 * The offline style has no `glyphs` URL, so MapLibre (≥ 5.11) draws every label with TinySDF from the
 * browser's own fonts: `text-font` is read as a CSS font-family list. No glyph server, no glyph files. Hindi
 * labels (a stop's "रुका 40 मिनट") take the Devanagari face the app serves (src/i18n/devanagariFont.ts).
 */
export const LABEL_FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'Noto Sans Devanagari', 'sans-serif'];
