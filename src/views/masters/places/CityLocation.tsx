import { Card, Center, Loader, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../domain/geo';

const CityMap = lazy(() => import('./CityMap').then((m) => ({ default: m.CityMap })));

/** The city form as typed: the Select holds the state's id as text, number inputs hold '' while empty. */
export interface CityValues extends Record<string, unknown> {
  stateId: string | null;
  name: string;
  pincode: string;
  latitude: number | string;
  longitude: number | string;
}

const MAP_HEIGHT = 300;

const pinOf = (latitude: unknown, longitude: unknown): LatLng | null =>
  typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;

/**
 * Where the city is: its centre as a pin on a map (a click or a drag moves it) and as coordinates to type.
 * The map frames the pin when it first shows and whenever the coordinates are typed anew.
 */
export function CityLocation({ form }: { form: UseFormReturnType<CityValues> }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState(0);
  const { latitude, longitude } = form.getValues();
  const pin = useMemo(() => pinOf(latitude, longitude), [latitude, longitude]);

  // The map keeps its click handler across renders; it reaches the form through a ref.
  const formRef = useRef(form);
  formRef.current = form;
  const onPick = useCallback((point: LatLng) => {
    formRef.current.setValues({ latitude: point.latitude, longitude: point.longitude });
  }, []);
  const reframe = () => setFrame((n) => n + 1);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('places.cities.location.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('places.cities.location.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('places.cities.fields.latitude')}
            withAsterisk
            decimalScale={6}
            clampBehavior="none"
            data-testid="field-latitude"
            {...form.getInputProps('latitude')}
            onBlur={(event) => {
              form.getInputProps('latitude').onBlur?.(event);
              reframe();
            }}
          />
          <NumberInput
            label={t('places.cities.fields.longitude')}
            withAsterisk
            decimalScale={6}
            clampBehavior="none"
            data-testid="field-longitude"
            {...form.getInputProps('longitude')}
            onBlur={(event) => {
              form.getInputProps('longitude').onBlur?.(event);
              reframe();
            }}
          />
        </SimpleGrid>
        <section data-testid="city-map" aria-label={t('places.cities.location.map')}>
          <Suspense
            fallback={
              <Center h={MAP_HEIGHT}>
                <Loader size="sm" />
              </Center>
            }
          >
            <CityMap pin={pin} frame={frame} onPick={onPick} height={MAP_HEIGHT} />
          </Suspense>
          {pin ? null : (
            <Text size="sm" c="dimmed" mt="xs">
              {t('places.cities.location.noPin')}
            </Text>
          )}
        </section>
      </Stack>
    </Card>
  );
}
