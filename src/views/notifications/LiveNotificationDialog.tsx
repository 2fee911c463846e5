import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { type Notification, NotificationNewEvent } from '../../domain/schemas/notifications';
import { useIndustryEvent } from '../components/useIndustryEvent';
import { pushTargetOf } from './notificationPushTarget';
import { notificationTarget } from './notificationTarget';

type Incoming = Omit<Notification, 'id' | 'read'>;

/**
 * The spec's push dialog: a live `notification.new` shows its title and text with confirm and cancel; confirm
 * opens the record (or its list). The newest message replaces an unanswered one rather than stacking dialogs.
 */
export function LiveNotificationDialog() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  useIndustryEvent('notification.new', NotificationNewEvent, (event) => {
    setIncoming(event);
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });
  const close = () => setIncoming(null);
  const confirm = () => {
    if (incoming) navigate(notificationTarget(pushTargetOf(incoming)));
    close();
  };
  return (
    <Modal
      opened={incoming !== null}
      onClose={close}
      title={incoming?.title}
      centered
      data-testid="push-dialog"
    >
      <Text size="sm" mb="lg">
        {incoming?.body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close} data-testid="push-cancel">
          Cancel
        </Button>
        <Button onClick={confirm} data-autofocus data-testid="push-confirm">
          Open
        </Button>
      </Group>
    </Modal>
  );
}
