import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import { usePlantOptions } from '../components/usePlantOptions';

/**
 * The header's plant and date range as they narrow this screen, each with a way to drop it: a list made short
 * by a filter set on another screen (or hidden in a phone's menu) says why.
 */
export function ActiveHeaderFilters({ dateMeaning }: { dateMeaning: string }) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const plantId = useSelector(session, (s) => s.context.selectedPlant);
  const { start, end } = useSelector(session, (s) => s.context.dateFilter);
  const plants = usePlantOptions();
  if (plantId === null && start === null && end === null) return null;
  const plantName = plants.find((plant) => plant.value === String(plantId))?.label ?? `#${plantId}`;

  return (
    <Group gap={6} wrap="wrap" data-testid="active-header-filters">
      <Text size="xs" c="dimmed">
        {t('layout.activeFilters.narrowedBy')}
      </Text>
      {plantId === null ? null : (
        <FilterBadge
          testId="active-plant-filter"
          clearLabel={t('layout.activeFilters.clearPlant')}
          onClear={() => session.send({ type: 'session.plantSelect', plantId: null })}
        >
          {t('layout.activeFilters.plant', { plant: plantName })}
        </FilterBadge>
      )}
      {start === null && end === null ? null : (
        <FilterBadge
          testId="active-date-filter"
          clearLabel={t('layout.activeFilters.clearDates')}
          onClear={() =>
            session.send({ type: 'session.dateFilterSet', dateFilter: { start: null, end: null } })
          }
        >
          {t('layout.activeFilters.dates', {
            meaning: dateMeaning,
            from: start ?? '…',
            to: end ?? '…',
          })}
        </FilterBadge>
      )}
    </Group>
  );
}

/** One filter in force, with a button (named for the screen reader) that drops it. */
function FilterBadge({
  testId,
  clearLabel,
  onClear,
  children,
}: {
  testId: string;
  clearLabel: string;
  onClear: () => void;
  children: string;
}) {
  return (
    <Badge
      variant="light"
      color="blue"
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      pr={2}
      data-testid={testId}
      rightSection={<CloseButton size="xs" aria-label={clearLabel} onClick={onClear} />}
    >
      {children}
    </Badge>
  );
}
