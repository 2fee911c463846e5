import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FormOptions } from '../../../domain/schemas/formOptions';
import type { Direction } from '../../../domain/statuses';
import { CitySelect } from '../../components/CitySelect';
import { SearchableSelect } from '../../components/SearchableSelect';
import { biddingDefaultsOf, followBiddingDefaults } from './biddingDefaults';
import { DropOffFields } from './DropOffFields';
import type { RequestFormValues } from './requestFormValues';
import { followRouteDefaults, routePlaces } from './routeDefaults';

interface RouteSectionProps {
  form: UseFormReturnType<RequestFormValues>;
  direction: Direction;
  options: FormOptions;
}

/**
 * Plant, party, pickup and drop-offs; choosing a plant or party fills the addresses still at their default,
 * and choosing a plant its request settings' bidding fields still at theirs.
 */
export function RouteSection({ form, direction, options }: RouteSectionProps) {
  const { t } = useTranslation();
  const values = form.values;
  const parties = direction === 'inbound' ? options.vendors : options.clients;
  const party = parties.find((p) => String(p.id) === values.partyId);
  const plant = options.plants.find((p) => String(p.id) === values.plantId);

  const choose = (field: 'plantId' | 'partyId', id: string | null) => {
    const before = routePlaces(direction, options, values);
    const after = routePlaces(direction, options, { ...values, [field]: id });
    const bidding =
      field === 'plantId'
        ? followBiddingDefaults(
            values,
            biddingDefaultsOf(options, plant),
            biddingDefaultsOf(
              options,
              options.plants.find((p) => String(p.id) === id),
            ),
          )
        : {};
    form.setValues({ [field]: id, ...followRouteDefaults(values, before, after), ...bidding });
  };
  const savedPlaces =
    direction === 'inbound' ? (plant ? [{ ...plant, label: plant.name }] : []) : (party?.addresses ?? []);

  return (
    <Fieldset legend={t('requests.form.route.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchableSelect
          label={t('requests.form.route.plant')}
          placeholder={t('requests.form.route.choosePlant')}
          required
          noMatch={t('requests.form.route.noMatch')}
          data={options.plants.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }))}
          {...form.getInputProps('plantId')}
          onChange={(id) => choose('plantId', id)}
          data-testid="request-plant"
        />
        <SearchableSelect
          label={t(`domain.party.${direction === 'inbound' ? 'vendor' : 'client'}`)}
          placeholder={
            direction === 'inbound'
              ? t('requests.form.route.vendorPlaceholder')
              : t('requests.form.route.clientPlaceholder')
          }
          required
          noMatch={t('requests.form.route.noMatch')}
          data={parties.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }))}
          {...form.getInputProps('partyId')}
          onChange={(id) => choose('partyId', id)}
          data-testid="request-party"
        />
        <TextInput
          label={t('requests.form.route.pickupAddress')}
          required
          {...form.getInputProps('pickupAddress')}
          data-testid="request-pickup-address"
        />
        <CitySelect
          label={t('requests.form.route.pickupCity')}
          placeholder={t('requests.form.route.typeToSearch')}
          required
          {...form.getInputProps('pickupCityId')}
          data-testid="request-pickup-city"
        />
      </SimpleGrid>
      <DropOffFields form={form} saved={savedPlaces} />
    </Fieldset>
  );
}
