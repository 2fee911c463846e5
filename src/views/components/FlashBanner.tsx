import { Alert, Box, Transition } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAppState } from '../../app/AppStateContext';
import type { FlashKind } from '../../machines/flashMachine';

const COLORS: Record<FlashKind, string> = { success: 'teal', error: 'red', info: 'brand', warning: 'yellow' };
const TITLES: Record<FlashKind, string> = {
  success: 'Done',
  error: 'Something went wrong',
  info: 'Note',
  warning: 'Heads up',
};

/** The flash message of the UI state, as a toast at the top of the page. */
export function FlashBanner() {
  const { flash } = useAppState();
  const visible = useSelector(flash, (snapshot) => snapshot.hasTag('visible'));
  const message = useSelector(flash, (snapshot) => snapshot.context.message);
  const kind = useSelector(flash, (snapshot) => snapshot.context.kind);
  return (
    <Transition mounted={visible} transition="slide-down" duration={150}>
      {(style) => (
        <Box
          style={{
            ...style,
            position: 'fixed',
            top: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 400,
          }}
          w="min(560px, calc(100vw - 32px))"
        >
          <Alert
            data-testid="flash"
            data-kind={kind}
            role={kind === 'error' ? 'alert' : 'status'}
            color={COLORS[kind]}
            title={TITLES[kind]}
            variant="light"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={() => flash.send({ type: 'flash.dismiss' })}
            styles={{ root: { boxShadow: 'var(--mantine-shadow-md)' } }}
          >
            {message}
          </Alert>
        </Box>
      )}
    </Transition>
  );
}
