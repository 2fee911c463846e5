import './devanagariFont.css';

const WEIGHTS = [400, 500, 600, 700] as const;
/** A slow line should not hold the app back: after this, Hindi shows in what the browser has. */
const WAIT_AT_MOST_MS = 1_500;

/**
 * Loads the Devanagari faces (devanagariFont.css). Hindi laid out while its face is still loading is drawn with
 * a Latin fallback as empty boxes, and Chromium does not always draw it again once the face arrives: Hindi is
 * put on screen only once they are in (or after a short wait).
 */
export function loadDevanagariFont(): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return Promise.resolve();
  const loaded = Promise.allSettled(
    WEIGHTS.map((weight) => fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'हिन्दी')),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS));
  return Promise.race([loaded, timeout]).then(() => undefined);
}
