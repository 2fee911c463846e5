import { Checkbox, type CheckboxProps, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationChannel, NotificationEvent } from '../../domain/notificationEvents';

interface NotificationChoicesProps<E extends NotificationEvent, C extends NotificationChannel> {
  events: readonly E[];
  channels: readonly C[];
  /** The form's checkbox props of one event's channel. */
  choice: (event: E, channel: C) => CheckboxProps;
}

/**
 * One row per kind of news, one checkbox per channel it may reach the person on: the shipper's profile and
 * the transporter portal's notification choices.
 */
export function NotificationChoices<E extends NotificationEvent, C extends NotificationChannel>({
  events,
  channels,
  choice,
}: NotificationChoicesProps<E, C>) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="notification-choices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('profile.notifications.event')}</Table.Th>
          {channels.map((channel) => (
            <Table.Th key={channel} ta="center" w={72}>
              {t(`profile.notifications.channels.${channel}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => {
          const eventName = t(`profile.notifications.events.${event}`);
          return (
            <Table.Tr key={event}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm">{eventName}</Text>
              </Table.Th>
              {channels.map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={t('profile.notifications.choice', {
                      event: eventName,
                      channel: t(`profile.notifications.channels.${channel}`),
                    })}
                    data-testid={`notify-${event}-${channel}`}
                    {...choice(event, channel)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
