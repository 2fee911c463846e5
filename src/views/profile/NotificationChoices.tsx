import { Checkbox, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../domain/notificationEvents';
import type { ProfileInput } from '../../domain/schemas/profile';

/** One row per kind of news, one checkbox per channel it may reach the person on. */
export function NotificationChoices({ form }: { form: UseFormReturnType<ProfileInput> }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="notification-choices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('profile.notifications.event')}</Table.Th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Table.Th key={channel} ta="center" w={72}>
              {t(`profile.notifications.channels.${channel}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {NOTIFICATION_EVENTS.map((event) => {
          const eventName = t(`profile.notifications.events.${event}`);
          return (
            <Table.Tr key={event}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm">{eventName}</Text>
              </Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={t('profile.notifications.choice', {
                      event: eventName,
                      channel: t(`profile.notifications.channels.${channel}`),
                    })}
                    data-testid={`notify-${event}-${channel}`}
                    {...form.getInputProps(`notifications.${event}.${channel}`, { type: 'checkbox' })}
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
