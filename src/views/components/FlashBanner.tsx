import { Alert, Box, getDefaultZIndex, Transition } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { FlashKind } from '../../machines/flashMachine';

const COLORS: Record<FlashKind, string> = { success: 'teal', error: 'red', info: 'brand', warning: 'yellow' };

/**
 * Above a dialog, whose outcome it often tells, and below the lists that open from a field: a choice at the
 * foot of a form stays clickable while the flash of the previous save is still up.
 */
const FLASH_Z_INDEX = getDefaultZIndex('popover') - 1;

/**
 * The flash message of the UI state, as a toast at the foot of the page, where the toasts are (App.tsx): at the
 * top it covered the header's search and language controls for its six seconds.
 */
export function FlashBanner() {
  const { t } = useTranslation();
  const { flash } = useAppState();
  const visible = useSelector(flash, (snapshot) => snapshot.hasTag('visible'));
  const message = useSelector(flash, (snapshot) => snapshot.context.message);
  const kind = useSelector(flash, (snapshot) => snapshot.context.kind);
  return (
    <Transition mounted={visible} transition="slide-up" duration={150}>
      {(style) => (
        <Box
          style={{
            ...style,
            position: 'fixed',
            bottom: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: FLASH_Z_INDEX,
          }}
          w="min(560px, calc(100vw - 32px))"
        >
          <Alert
            data-testid="flash"
            data-kind={kind}
            role={kind === 'error' ? 'alert' : 'status'}
            color={COLORS[kind]}
            title={t(`components.flash.${kind}`)}
            variant="light"
            withCloseButton
            closeButtonLabel={t('components.flash.dismiss')}
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
