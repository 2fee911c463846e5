import { Center, Loader, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

interface MapSectionProps {
  /** Names the map for assistive technology, unless the map names itself. */
  label?: string;
  height: number;
  testId?: string;
  /** Said under the map while there is nothing on it to show (no pin placed yet). */
  note?: ReactNode;
  /** A lazily loaded map: MapLibre comes in its own chunk, after the page around it is usable. */
  children: ReactNode;
}

/** A map on a form or a record's page, holding its place at full height while its chunk loads. */
export function MapSection({ label, height, testId, note, children }: MapSectionProps) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} aria-label={label}>
      <Suspense
        fallback={
          <Center h={height}>
            <Loader size="sm" aria-label={t('common.state.loading')} />
          </Center>
        }
      >
        {children}
      </Suspense>
      {note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      ) : null}
    </section>
  );
}
