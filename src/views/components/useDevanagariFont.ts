import { useEffect, useState } from 'react';
import { loadDevanagariFont } from '../../i18n/devanagariFont';

/**
 * True once the Devanagari face is in. Hindi words on an English page (a language's own name) laid out before
 * it arrives show as empty boxes, and Chromium keeps drawing that size and weight so even in new elements:
 * such words are put on screen only once this is true.
 */
export function useDevanagariFont(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadDevanagariFont().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
