import '../../app/popupStyles.css';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';
import type { LiveNotification } from './liveNotification';

interface NewsDialogProps {
  /** The notification on screen, or the last one while the dialog closes: a dialog without its title has no name. */
  shown: LiveNotification;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The spec's dialog for a notification that asks for an action now (LiveNews.tsx): title and text, confirm opens
 * the record or its list, cancel. A chunk of its own, fetched with the first such notification, so that the
 * frame does not carry Mantine's modal, focus trap and scroll lock for a dialog most sessions never open.
 */
export function NewsDialog({ shown, opened, onClose, onConfirm }: NewsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={shown.title} centered data-testid="push-dialog">
      <Text size="sm" mb="lg">
        {shown.body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="push-cancel">
          {t('common.actions.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus data-testid="push-confirm">
          {t('notifications.dialog.open')}
        </Button>
      </Group>
    </Dialog>
  );
}
