import './devanagariFont.css';

const WEIGHTS = [400, 500, 600, 700] as const;

/**
 * Starts fetching the Devanagari faces at once, before anything is drawn, rather than when the first Hindi
 * text is laid out: "हिन्दी" in the language switch is on every page, and Hindi text waits (font-display:
 * block) for its face. The app does not wait for them.
 */
export function preloadDevanagariFont(): void {
  const fonts = globalThis.document?.fonts;
  for (const weight of WEIGHTS)
    void fonts?.load(`${weight} 1em "Noto Sans Devanagari"`, 'हि').catch(() => undefined);
}
