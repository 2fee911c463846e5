import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import { type Notification, NotificationNewEvent } from '../../domain/schemas/notifications';
import { useIndustryEvent } from '../components/useIndustryEvent';
import { notificationOfPush } from './notificationOfPush';

type Incoming = Omit<Notification, 'id' | 'read'>;

/**
 * The spec's push dialog: a live `notification.new` from the socket, or a push that arrives while the app is
 * open, shows its title and text with confirm and cancel; confirm opens the record (or its list). Both
 * channels usually carry the same notification, and the newest message replaces an unanswered one rather
 * than stacking dialogs, so it shows once.
 */
export function LiveNotificationDialog() {
  const { push } = useAppState();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  const show = (notification: Incoming) => {
    setIncoming(notification);
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };
  useIndustryEvent('notification.new', NotificationNewEvent, show);
  useEffect(() => {
    const subscription = push.on('notification.received', ({ message }) => {
      setIncoming(notificationOfPush(message, new Date()));
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    });
    return () => subscription.unsubscribe();
  }, [push, queryClient]);
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
