import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import type { Notification } from '../../domain/schemas/notifications';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { notificationOfPush } from './notificationOfPush';

type Incoming = Omit<Notification, 'id' | 'read'>;

/**
 * The spec's push dialog: a live `notification.new` from the socket, or a push that arrives while the app is
 * open, shows its title and text with confirm and cancel; confirm opens the record (or its list). Both
 * channels usually carry the same notification, and the newest message replaces an unanswered one rather
 * than stacking dialogs, so it shows once.
 */
export function LiveNotificationDialog() {
  const { t } = useTranslation();
  const { push, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  // The list and the unread count follow; after a reconnect they are fetched again, since news sent while the
  // socket was down never comes, though no dialog opens for what was missed.
  useIndustryNews(token, ['notification.new'], (news) => {
    if (news.type === 'notification.new') setIncoming(news.payload);
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });
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
          {t('common.actions.cancel')}
        </Button>
        <Button onClick={confirm} data-autofocus data-testid="push-confirm">
          {t('notifications.dialog.open')}
        </Button>
      </Group>
    </Modal>
  );
}
