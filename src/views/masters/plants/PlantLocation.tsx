import { Alert, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formOptionsApi } from '../../../api/formOptions';
import { useApi } from '../../../app/useApi';
import type { LatLng } from '../../../domain/geo';
import type { PinLocality } from '../../../domain/schemas/pinLocalities';
import type { PinSource } from '../../../domain/schemas/pinSource';
import { GEOFENCE_RADIUS_M } from '../../../domain/schemas/plant';
import { CitySelect } from '../../components/CitySelect';
import { MapSection } from '../../components/map/MapSection';
import { type PinValues, usePinField } from '../../components/map/usePinField';
import { PinLocalitySelect } from '../../components/PinLocalitySelect';
import { SectionCard } from '../../components/SectionCard';

const PlantMap = lazy(() => import('./PlantMap').then((m) => ({ default: m.PlantMap })));

/** The plant form as typed: number inputs hold '' while empty, selects hold the chosen id's text. */
export interface PlantValues extends PinValues {
  code: string;
  name: string;
  kind: string;
  businessId: string | null;
  address: string;
  cityId: number | null;
  pincode: string;
  /** Where the gate's pin came from: a city's centre is warned of; the server places a pin not placed by hand. */
  pinSource: PinSource;
  /** The PIN code's locality chosen in this form (the server places the gate on it); not stored. */
  locality: string | null;
  geofenceRadiusM: number | string;
}

const MAP_HEIGHT = 340;

/**
 * Where the plant is: its address, city and PIN, and its gate pinned on a map with the geofence drawn around
 * it. Choosing a city puts the pin at the city's centre (and its PIN code, if none is typed) and frames it;
 * choosing one of the PIN code's localities moves it there, as an address's pin (parties/AddressesSection.tsx);
 * a click on the map or a drag of the pin moves the gate; the coordinates can be typed too. A gate still on
 * the city's centre is warned of.
 */
export function PlantLocation({ form }: { form: UseFormReturnType<PlantValues> }) {
  const { t } = useTranslation();
  const api = useApi(formOptionsApi);
  const queryClient = useQueryClient();
  const [frame, setFrame] = useState(0);
  const values = form.getValues();
  const { pin, onPick: movePin, formRef } = usePinField(form);
  const onPick = useCallback(
    (point: LatLng) => {
      movePin(point);
      formRef.current.setFieldValue('pinSource', 'hand');
    },
    [movePin, formRef],
  );
  const typed = (key: 'latitude' | 'longitude') => {
    const input = form.getInputProps(key);
    return {
      ...input,
      onChange: (value: number | string) => {
        input.onChange(value);
        form.setFieldValue('pinSource', 'hand');
      },
    };
  };
  const pickLocality = (locality: PinLocality) => {
    formRef.current.setValues({
      latitude: locality.latitude,
      longitude: locality.longitude,
      pinSource: 'pin',
      locality: locality.name,
    });
    setFrame((n) => n + 1);
  };
  const radiusM = typeof values.geofenceRadiusM === 'number' ? values.geofenceRadiusM : 0;

  const chooseCity = async (cityId: number | null) => {
    form.setFieldValue('cityId', cityId);
    if (!cityId) return;
    const found = await queryClient.fetchQuery({
      queryKey: ['cities', 'one', cityId],
      queryFn: ({ signal }) => api.cities({ ids: String(cityId), limit: 1 }, signal),
      staleTime: 10 * 60_000,
    });
    const city = found.find((c) => c.id === cityId);
    if (!city || formRef.current.getValues().cityId !== cityId) return;
    formRef.current.setValues({
      latitude: city.latitude,
      longitude: city.longitude,
      pinSource: 'city',
      locality: null,
      ...(formRef.current.getValues().pincode.trim() === '' && city.pincode ? { pincode: city.pincode } : {}),
    });
    setFrame((n) => n + 1);
  };

  return (
    <SectionCard title={t('masters.plants.location.title')} description={t('masters.plants.location.hint')}>
      <Stack gap="md">
        <Textarea
          autosize
          minRows={2}
          label={t('masters.plants.fields.address')}
          withAsterisk
          data-testid="field-address"
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <CitySelect
            label={t('masters.plants.fields.city')}
            withAsterisk
            data-testid="field-cityId"
            value={values.cityId}
            onChange={(cityId) => void chooseCity(cityId)}
            error={form.errors.cityId}
          />
          <TextInput
            label={t('masters.plants.fields.pincode')}
            withAsterisk
            inputMode="numeric"
            maxLength={6}
            data-testid="field-pincode"
            {...form.getInputProps('pincode')}
          />
          <PinLocalitySelect
            label={t('components.pinLocality.label')}
            pincode={values.pincode}
            value={values.locality}
            data-testid="field-locality"
            onPick={pickLocality}
          />
        </SimpleGrid>
        {pin && values.pinSource === 'city' ? (
          <Alert color="yellow" variant="light" data-testid="plant-city-centre">
            {t('components.pinLocality.cityCentre')}
          </Alert>
        ) : null}
        <MapSection
          label={t('masters.plants.location.map')}
          height={MAP_HEIGHT}
          testId="plant-map"
          note={pin ? null : t('masters.plants.location.noPin')}
        >
          <PlantMap pin={pin} radiusM={radiusM} frame={frame} onPick={onPick} height={MAP_HEIGHT} />
        </MapSection>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={t('masters.plants.fields.latitude')}
            withAsterisk
            decimalScale={6}
            clampBehavior="none"
            data-testid="field-latitude"
            {...typed('latitude')}
          />
          <NumberInput
            label={t('masters.plants.fields.longitude')}
            withAsterisk
            decimalScale={6}
            clampBehavior="none"
            data-testid="field-longitude"
            {...typed('longitude')}
          />
          <NumberInput
            label={t('masters.plants.fields.radius')}
            description={t('masters.plants.fields.radiusHint')}
            withAsterisk
            allowNegative={false}
            allowDecimal={false}
            step={50}
            min={GEOFENCE_RADIUS_M.min}
            max={GEOFENCE_RADIUS_M.max}
            clampBehavior="none"
            data-testid="field-geofenceRadiusM"
            {...form.getInputProps('geofenceRadiusM')}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
