import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../domain/geo';
import { MAX_PARTY_ADDRESSES } from '../../../domain/schemas/party';
import { CitySelect } from '../../components/CitySelect';
import { MapSection } from '../../components/map/MapSection';
import { PinLocalitySelect } from '../../components/PinLocalitySelect';
import { SectionCard } from '../../components/SectionCard';
import { emptyAddress, type PartyValues } from './partyFormValues';

// MapLibre is heavy: the map comes in its own chunk, after the form is already usable.
const PartyPinsMap = lazy(() => import('./PartyPinsMap').then((m) => ({ default: m.PartyPinsMap })));

type Form = UseFormReturnType<PartyValues>;

const hasPin = (a: { latitude: number | null; longitude: number | null }) =>
  typeof a.latitude === 'number' && typeof a.longitude === 'number';

/**
 * The party's addresses, each a card (label, address, city searched, PIN, the pin's coordinates) beside one map
 * with every address's pin. The active address's pin is dragged, or put where the map is clicked; choosing a
 * city moves it to the city's centre and fills an empty PIN with the city's; choosing one of the PIN code's
 * localities moves it there. A pin still on the city's centre is warned of.
 */
export function AddressesSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const addresses = form.values.addresses;
  const current = Math.min(active, addresses.length - 1);

  const place = (index: number, at: LatLng) => {
    form.setFieldValue(`addresses.${index}.latitude`, at.latitude);
    form.setFieldValue(`addresses.${index}.longitude`, at.longitude);
    form.setFieldValue(`addresses.${index}.pinSource`, 'hand');
    form.clearFieldError(`addresses.${index}.latitude`);
    form.clearFieldError(`addresses.${index}.longitude`);
  };
  const show = (index: number) => {
    setActive(index);
    const address = addresses[index];
    if (address && hasPin(address))
      setFocus({ latitude: address.latitude as number, longitude: address.longitude as number });
  };
  const add = () => {
    form.insertListItem('addresses', emptyAddress());
    setActive(addresses.length);
  };
  const remove = (index: number) => {
    form.removeListItem('addresses', index);
    setActive((a) => (a > index ? a - 1 : a === index ? 0 : a));
  };

  const listError = form.errors.addresses;
  return (
    <SectionCard
      title={t('parties.addresses.title')}
      description={t('parties.addresses.description')}
      testId="addresses-section"
      actions={
        <Button
          variant="light"
          onClick={add}
          disabled={addresses.length >= MAX_PARTY_ADDRESSES}
          data-testid="add-address"
        >
          {t('parties.addresses.add')}
        </Button>
      }
    >
      {listError ? (
        <Alert color="red" variant="light" role="alert" mb="md" data-testid="addresses-error">
          {listError}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {addresses.map((address, index) => (
              <AddressCard
                key={address.key}
                form={form}
                index={index}
                active={index === current}
                onShow={() => show(index)}
                onRemove={addresses.length > 1 ? () => remove(index) : undefined}
                onCityPlaced={(at) => {
                  setActive(index);
                  setFocus(at);
                }}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" pos="sticky" top={72}>
            <Text size="sm" c="dimmed" data-testid="map-hint">
              {t('parties.addresses.mapHint', {
                label: addresses[current]?.label || t('parties.addresses.card', { n: current + 1 }),
              })}
            </Text>
            <MapSection height={360}>
              <PartyPinsMap
                pins={addresses.map((a, i) =>
                  hasPin(a)
                    ? {
                        latitude: a.latitude as number,
                        longitude: a.longitude as number,
                        label: a.label || t('parties.addresses.card', { n: i + 1 }),
                      }
                    : null,
                )}
                active={current}
                onPlace={place}
                onPick={setActive}
                focus={focus}
              />
            </MapSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}

interface AddressCardProps {
  form: Form;
  index: number;
  active: boolean;
  onShow: () => void;
  /** Absent for the only address: a party keeps at least one. */
  onRemove: (() => void) | undefined;
  onCityPlaced: (at: LatLng) => void;
}

function AddressCard({ form, index, active, onShow, onRemove, onCityPlaced }: AddressCardProps) {
  const { t } = useTranslation();
  const path = `addresses.${index}` as const;
  const address = form.values.addresses[index]!;
  const n = index + 1;
  const idError = form.errors[`${path}.id`];
  const removeButton = (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      onClick={onRemove}
      disabled={!onRemove}
      aria-label={t('parties.addresses.removeOf', { n })}
      data-testid={`remove-address-${index}`}
    >
      {t('parties.addresses.remove')}
    </Button>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={`address-${index}`}
      data-active={active || undefined}
      style={active ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs">
          <Title order={3} size="h5">
            {t('parties.addresses.card', { n })}
          </Title>
          {index === 0 ? (
            <Badge variant="light" size="sm">
              {t('parties.addresses.main')}
            </Badge>
          ) : null}
        </Group>
        {onRemove ? (
          removeButton
        ) : (
          <Tooltip label={t('parties.addresses.keepOne')}>
            <span>{removeButton}</span>
          </Tooltip>
        )}
      </Group>
      {idError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {idError}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('parties.addresses.label')}
          placeholder={t('parties.addresses.labelPlaceholder')}
          withAsterisk
          data-testid={`address-${index}-label`}
          {...form.getInputProps(`${path}.label`)}
        />
        <CitySelect
          label={t('parties.addresses.city')}
          placeholder={t('parties.addresses.cityPlaceholder')}
          withAsterisk
          data-testid={`address-${index}-city`}
          {...form.getInputProps(`${path}.cityId`)}
          onCityChange={(city) => {
            if (!city) return;
            const at = { latitude: city.latitude, longitude: city.longitude };
            form.setFieldValue(`${path}.latitude`, at.latitude);
            form.setFieldValue(`${path}.longitude`, at.longitude);
            form.setFieldValue(`${path}.pinSource`, 'city');
            form.setFieldValue(`${path}.locality`, null);
            if (!address.pincode.trim() && city.pincode) form.setFieldValue(`${path}.pincode`, city.pincode);
            onCityPlaced(at);
          }}
        />
        <Textarea
          label={t('parties.addresses.address')}
          withAsterisk
          autosize
          minRows={2}
          style={{ gridColumn: '1 / -1' }}
          data-testid={`address-${index}-address`}
          {...form.getInputProps(`${path}.address`)}
        />
        <TextInput
          label={t('parties.addresses.pincode')}
          withAsterisk
          inputMode="numeric"
          maxLength={6}
          data-testid={`address-${index}-pincode`}
          {...form.getInputProps(`${path}.pincode`)}
        />
        <PinLocalitySelect
          label={t('components.pinLocality.label')}
          pincode={address.pincode}
          value={address.locality}
          data-testid={`address-${index}-locality`}
          onPick={(locality) => {
            const at = { latitude: locality.latitude, longitude: locality.longitude };
            form.setFieldValue(`${path}.latitude`, at.latitude);
            form.setFieldValue(`${path}.longitude`, at.longitude);
            form.setFieldValue(`${path}.pinSource`, 'pin');
            form.setFieldValue(`${path}.locality`, locality.name);
            onCityPlaced(at);
          }}
        />
        <Group gap="xs" align="flex-start" grow wrap="nowrap">
          <NumberInput
            label={t('parties.addresses.latitude')}
            decimalScale={6}
            hideControls
            data-testid={`address-${index}-latitude`}
            {...form.getInputProps(`${path}.latitude`)}
            onChange={(value) => {
              form.setFieldValue(`${path}.latitude`, value === '' ? null : Number(value));
              form.setFieldValue(`${path}.pinSource`, 'hand');
            }}
          />
          <NumberInput
            label={t('parties.addresses.longitude')}
            decimalScale={6}
            hideControls
            data-testid={`address-${index}-longitude`}
            {...form.getInputProps(`${path}.longitude`)}
            onChange={(value) => {
              form.setFieldValue(`${path}.longitude`, value === '' ? null : Number(value));
              form.setFieldValue(`${path}.pinSource`, 'hand');
            }}
          />
        </Group>
      </SimpleGrid>
      {hasPin(address) && address.pinSource === 'city' ? (
        <Alert color="yellow" variant="light" mt="sm" data-testid={`address-${index}-city-centre`}>
          {t('components.pinLocality.cityCentre')}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="xs" c="dimmed" data-testid={`address-${index}-pin`}>
          {hasPin(address)
            ? t('parties.addresses.pinAt', {
                latitude: (address.latitude as number).toFixed(5),
                longitude: (address.longitude as number).toFixed(5),
              })
            : t('parties.addresses.noPin')}
        </Text>
        <Button
          size="xs"
          variant={active ? 'filled' : 'default'}
          color={active ? 'orange' : undefined}
          onClick={onShow}
          aria-pressed={active}
          data-testid={`address-${index}-show`}
        >
          {active ? t('parties.addresses.placing') : t('parties.addresses.place')}
        </Button>
      </Group>
    </Paper>
  );
}
