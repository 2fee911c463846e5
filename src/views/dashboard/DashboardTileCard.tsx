import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardTile } from '../../domain/schemas/insight';
import { linkTo } from '../../routes/links';
import { chartHasFigures } from '../insight/chartHasFigures';
import { InsightThumbnail } from '../insight/InsightThumbnail';
import { formatCell } from '../insight/insightFormat';
import { useInsightWords } from '../insight/useInsightWords';

const CHART_HEIGHT = 120;

/** One tile: its headline figure, a small chart of its top rows, and the way to its full view. */
export function DashboardTileCard({ tile }: { tile: DashboardTile }) {
  const { t } = useTranslation();
  const words = useInsightWords();
  const title = t(`insight.tiles.${tile.id}`);
  const titleId = `tile-${tile.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="dashboard-card"
      data-tile={tile.id}
    >
      <Stack gap={4} h="100%">
        <Title order={2} size="h6" id={titleId} c="dimmed" fw={600}>
          {title}
        </Title>
        <Text
          fz={28}
          fw={700}
          lh={1.2}
          data-testid="dashboard-card-value"
          title={tile.figureKind === 'paise' ? formatCell({ kind: 'paise' }, tile.figure, words) : undefined}
        >
          {formatCell({ kind: tile.figureKind }, tile.figure, words, true)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`insight.tileFigures.${tile.id}`)}
        </Text>
        <div style={{ flex: 1, minHeight: CHART_HEIGHT }}>
          {chartHasFigures(tile) ? (
            <InsightThumbnail view={tile} height={CHART_HEIGHT} />
          ) : (
            <Text size="sm" c="dimmed" pt="lg" ta="center" data-testid="dashboard-card-empty">
              {t('insight.nothingInPeriod')}
            </Text>
          )}
        </div>
        <Group justify="flex-end">
          <Anchor
            href={`#${linkTo('extend-dashboard', { id: tile.id })}`}
            size="sm"
            fw={600}
            aria-label={t('insight.openTile', { title })}
            data-testid="dashboard-card-open"
          >
            {t('insight.open')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
