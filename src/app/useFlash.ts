import { useCallback } from 'react';
import type { FlashKind } from '../machines/flashMachine';
import { useAppState } from './AppStateContext';

/** Shows a flash message; it disappears by itself after six seconds. */
export const useFlash = (): ((message: string, kind?: FlashKind) => void) => {
  const { flash } = useAppState();
  return useCallback(
    (message: string, kind: FlashKind = 'success') => flash.send({ type: 'flash.show', message, kind }),
    [flash],
  );
};
