import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ShareLinkDialog } from './ShareLinkDialog';

/** The detail page's "Share" action: a public link to this trip for someone without an account. */
export function ShareTripButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('tracking.detail.share.button')}
      </Button>
      <ShareLinkDialog orderId={orderId} opened={opened} onClose={close} />
    </>
  );
}
