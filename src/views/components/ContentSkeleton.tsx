import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The shape of a screen's content while its data is on the way: cards of grey lines where the facts will be,
 * so a phone shows the page at once instead of a spinner on a blank screen, and nothing jumps when the data
 * lands. What is loading is said above the cards when the screen names it, to a screen reader either way.
 */
export function ContentSkeleton({
  cards = 2,
  lines = 4,
  label,
  testId,
}: {
  cards?: number;
  lines?: number;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      role="status"
      aria-label={label ? undefined : t('common.state.loading')}
      data-testid={testId}
    >
      {label ? (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      ) : null}
      {Array.from({ length: cards }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
        <Card key={card} withBorder radius="md" padding="md" aria-hidden>
          <Stack gap="sm">
            <Skeleton height={18} width="55%" radius="sm" />
            {Array.from({ length: lines }, (_, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Group key={line} gap="md" wrap="nowrap">
                <Skeleton height={12} width="35%" radius="sm" />
                <Skeleton height={12} width="45%" radius="sm" />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
