import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The calendar (Mantine's dates, 13 kB compressed) and the plant's list (Mantine's Combobox, Popover and
// floating-ui) are not needed for a screen to be usable: they load beside the screen, a box of the field's size
// holding its place meanwhile.
const DateFilter = lazy(() => import('./DateFilter').then((m) => ({ default: m.DateFilter })));
const PlantSelect = lazy(() => import('./PlantSelect').then((m) => ({ default: m.PlantSelect })));

function LazyPlantSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Suspense fallback={<Skeleton h={36} w={fullWidth ? '100%' : 200} radius="sm" />}>
      <PlantSelect fullWidth={fullWidth} />
    </Suspense>
  );
}

function LazyDateFilter({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Suspense fallback={<Skeleton h={36} w={fullWidth ? '100%' : 240} radius="sm" />}>
      <DateFilter fullWidth={fullWidth} />
    </Suspense>
  );
}

/** Mantine's `lg`: from here the header has room for the plant and the dates beside the account menu. */
const WIDE_HEADER = '(min-width: 75em)';

/**
 * The plant and date range every list and board is narrowed by, in the header on a wide screen and at the top of
 * the navigation (a phone's menu) otherwise: only one place draws them at a time, so each has one control.
 */
export const HeaderFilters = memo(function HeaderFilters({ place }: { place: 'header' | 'sidebar' }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_HEADER, true, { getInitialValueInEffect: false });
  if (wide !== (place === 'header')) return null;
  if (place === 'header')
    return (
      <Group gap="sm" wrap="nowrap">
        <LazyPlantSelect />
        <LazyDateFilter />
      </Group>
    );
  return (
    <Stack gap={6} px="sm" pt="xs" pb="sm" data-testid="sidebar-filters">
      <Text size="xs" fw={700} tt="uppercase" lts={0.4} c="dimmed">
        {t('layout.sidebar.filters')}
      </Text>
      <LazyPlantSelect fullWidth />
      <LazyDateFilter fullWidth />
    </Stack>
  );
});
