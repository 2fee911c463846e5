import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessesApi } from '../../../api/businesses';
import { plantsApi } from '../../../api/plants';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useGuardSession } from '../../../app/useGuardSession';
import { GEOFENCE_RADIUS_M, PLANT_SORTS, type Plant, PlantInput } from '../../../domain/schemas/plant';
import { PLANT_KINDS } from '../../../domain/statuses';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn, SelectOption } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { PlantLocation, type PlantValues } from './PlantLocation';

const columns = (t: TFunction): readonly DataTableColumn<Plant>[] => [
  {
    key: 'code',
    header: t('masters.plants.columns.code'),
    sortable: true,
    width: 100,
    render: (p) => (
      <Text ff="monospace" size="sm">
        {p.code}
      </Text>
    ),
  },
  {
    key: 'name',
    header: t('masters.plants.columns.name'),
    sortable: true,
    render: (p) => (
      <Text fw={500} size="sm">
        {p.name}
      </Text>
    ),
  },
  { key: 'kind', header: t('masters.plants.columns.kind'), render: (p) => t(`domain.plantKinds.${p.kind}`) },
  {
    key: 'city',
    header: t('masters.plants.columns.city'),
    sortable: true,
    render: (p) => (
      <>
        {p.city}
        <Text size="xs" c="dimmed">
          {p.state}
        </Text>
      </>
    ),
  },
  { key: 'business', header: t('masters.plants.columns.business'), render: (p) => p.business ?? '—' },
  {
    key: 'slaLanes',
    header: t('masters.plants.columns.lanes'),
    align: 'right',
    width: 90,
    render: (p) => p.slaLanes,
  },
  {
    key: 'status',
    header: t('masters.plants.columns.status'),
    width: 110,
    render: (p) => <StatusBadge status={p.status} />,
  },
  {
    key: 'createdAt',
    header: t('masters.plants.columns.created'),
    sortable: true,
    width: 120,
    render: (p) => formatDate(p.createdAt),
  },
];

const kindOptions = (t: TFunction): SelectOption[] =>
  PLANT_KINDS.map((kind) => ({ value: kind, label: t(`domain.plantKinds.${kind}`) }));

export function PlantList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(plantsApi);
  return (
    <MasterListPage<Plant>
      title={title}
      description={t('masters.plants.description')}
      resource="plants"
      exportList="/api/plants"
      api={api}
      columns={columns}
      sorts={PLANT_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('masters.plants.search')}
      editPermission="edit-plant"
      nameOf={(p) => p.name}
      filters={[{ key: 'kind', label: t('masters.plants.filters.kind'), options: kindOptions(t) }]}
      links={{
        add: linkTo('plant-add'),
        edit: (p) => linkTo('plant-edit', { id: p.id }),
        view: (p) => linkTo('plant-view', { id: p.id }),
        import: linkTo('plant-import'),
      }}
    />
  );
}

const EMPTY: PlantValues = {
  code: '',
  name: '',
  kind: 'factory',
  businessId: null,
  address: '',
  cityId: null,
  pincode: '',
  latitude: '',
  longitude: '',
  pinSource: 'city',
  locality: null,
  geofenceRadiusM: GEOFENCE_RADIUS_M.default,
};

const valuesOf = (p: Plant): PlantValues => ({
  code: p.code,
  name: p.name,
  kind: p.kind,
  businessId: p.businessId === null ? null : String(p.businessId),
  address: p.address,
  cityId: p.cityId,
  pincode: p.pincode,
  latitude: p.latitude,
  longitude: p.longitude,
  pinSource: p.pinSource,
  locality: null,
  geofenceRadiusM: p.geofenceRadiusM,
});

/**
 * The industry's active business units, for those who may list them, with the plant's own unit kept as a
 * choice whatever its state (an inactive unit still names the plant until someone changes it).
 */
function useBusinessOptions(current: SelectOption | null): SelectOption[] {
  const api = useApi(businessesApi);
  const mayList = useGuardSession().permissions.includes('list-business');
  const active = useQuery({
    queryKey: ['businesses', 'choices'],
    queryFn: ({ signal }) => api.list({ status: 'active', pageSize: 100, sort: 'name' }, signal),
    enabled: mayList,
    staleTime: 60_000,
  });
  const options = (active.data?.rows ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  return current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
}

const fields = (t: TFunction, businesses: readonly SelectOption[]): readonly FieldSpec<PlantValues>[] => [
  {
    key: 'code',
    kind: 'text',
    label: t('masters.plants.fields.code'),
    description: t('masters.plants.fields.codeHint'),
    required: true,
  },
  { key: 'name', kind: 'text', label: t('masters.plants.fields.name'), required: true },
  {
    key: 'kind',
    kind: 'select',
    label: t('masters.plants.fields.kind'),
    options: kindOptions(t),
    required: true,
  },
  {
    key: 'businessId',
    kind: 'select',
    label: t('masters.plants.fields.business'),
    description: t('masters.plants.fields.businessHint'),
    options: businesses,
  },
];

export function AddPlant({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(plantsApi);
  const businesses = useBusinessOptions(null);
  return (
    <MasterFormPage
      title={title}
      resource="plants"
      schema={PlantInput}
      fields={fields(t, businesses)}
      sections={(form) => <PlantLocation form={form} />}
      start={{ values: EMPTY }}
      save={(input) => api.create(input)}
      listPath={linkTo('plant-list')}
      savedMessage={t('masters.plants.added')}
    />
  );
}

export function EditPlant({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(plantsApi);
  const id = Number(params.id);
  const [current, setCurrent] = useState<SelectOption | null>(null);
  const businesses = useBusinessOptions(current);
  return (
    <MasterFormPage
      title={title}
      resource="plants"
      schema={PlantInput}
      fields={fields(t, businesses)}
      sections={(form) => <PlantLocation form={form} />}
      start={{
        id,
        fetch: (signal) =>
          api.get(id, signal).then((plant) => {
            setCurrent(
              plant.businessId !== null && plant.business !== null
                ? { value: String(plant.businessId), label: plant.business }
                : null,
            );
            return valuesOf(plant);
          }),
      }}
      save={(input) => api.update(id, input)}
      listPath={linkTo('plant-list')}
      savedMessage={t('masters.plants.changed')}
    />
  );
}
