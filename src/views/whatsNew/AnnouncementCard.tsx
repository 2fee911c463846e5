import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../domain/schemas/announcements';
import { formatDateTime } from '../components/formatDateTime';
import { LineIcon } from '../components/LineIcon';
import { MarkdownText } from './MarkdownText';

/** One announcement: its title, who posted it when, its Markdown, and for an owner, edit and delete. */
export function AnnouncementCard({
  announcement: a,
  onEdit,
  onDelete,
}: {
  announcement: Announcement;
  /** Given to owners only. */
  onEdit?: (a: Announcement) => void;
  onDelete?: (a: Announcement) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="article" data-testid="announcement" data-read={a.read}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            {a.pinned ? (
              <Badge size="sm" variant="light" color="brand">
                {t('whatsNew.announcements.pinned')}
              </Badge>
            ) : null}
            {a.read ? null : (
              <Badge size="sm" color="blue" data-testid="announcement-unread">
                {t('whatsNew.announcements.unread')}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {a.title}
          </Title>
          <Text size="xs" c="dark.6">
            {t('whatsNew.announcements.byline', {
              name: a.authorName ?? t('whatsNew.announcements.formerMember'),
              date: formatDateTime(a.createdAt),
            })}
            {a.editedAt
              ? ` · ${t('whatsNew.announcements.edited', { date: formatDateTime(a.editedAt) })}`
              : ''}
          </Text>
        </Stack>
        {onEdit || onDelete ? (
          <Group gap={4} wrap="nowrap">
            {onEdit ? (
              <ActionIcon
                variant="subtle"
                color="dark"
                aria-label={t('whatsNew.announcements.edit', { title: a.title })}
                onClick={() => onEdit(a)}
                data-testid="announcement-edit"
              >
                <LineIcon path={PENCIL_PATH} size={18} />
              </ActionIcon>
            ) : null}
            {onDelete ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('whatsNew.announcements.delete', { title: a.title })}
                onClick={() => onDelete(a)}
                data-testid="announcement-delete"
              >
                <LineIcon path={BIN_PATH} size={18} />
              </ActionIcon>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <MarkdownText>{a.body}</MarkdownText>
    </Card>
  );
}

const PENCIL_PATH = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
const BIN_PATH = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6';
