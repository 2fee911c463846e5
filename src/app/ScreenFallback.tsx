import { useEffect } from 'react';
import { useAppState } from './AppStateContext';

/** Suspense fallback while a screen's chunk loads: it holds the global preloader flag instead of drawing. */
export function ScreenFallback() {
  const { preloader } = useAppState();
  useEffect(() => {
    preloader.send({ type: 'preloader.show', source: 'screen' });
    return () => preloader.send({ type: 'preloader.hide', source: 'screen' });
  }, [preloader]);
  return null;
}
