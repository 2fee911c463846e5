import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapSection } from '../../components/map/MapSection';
import { type PinValues, usePinField } from '../../components/map/usePinField';
import { SectionCard } from '../../components/SectionCard';

const CityMap = lazy(() => import('./CityMap').then((m) => ({ default: m.CityMap })));

/** The city form as typed: the Select holds the state's id as text, number inputs hold '' while empty. */
export interface CityValues extends PinValues {
  stateId: string | null;
  name: string;
  pincode: string;
}

const MAP_HEIGHT = 300;

/**
 * Where the city is: its centre as a pin on a map (a click or a drag moves it) and as coordinates to type.
 * The map frames the pin when it first shows and whenever the coordinates are typed anew.
 */
export function CityLocation({ form }: { form: UseFormReturnType<CityValues> }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState(0);
  const { pin, onPick } = usePinField(form);
  const reframe = () => setFrame((n) => n + 1);

  return (
    <SectionCard title={t('places.cities.location.title')} description={t('places.cities.location.hint')}>
      <Stack gap="md">
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
        <MapSection
          label={t('places.cities.location.map')}
          height={MAP_HEIGHT}
          testId="city-map"
          note={pin ? null : t('places.cities.location.noPin')}
        >
          <CityMap pin={pin} frame={frame} onPick={onPick} height={MAP_HEIGHT} />
        </MapSection>
      </Stack>
    </SectionCard>
  );
}
