import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { plantsApi } from '../../../api/plants';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useCanOpen } from '../../../app/useCanOpen';
import type { Plant, PlantSla } from '../../../domain/schemas/plant';
import { linkTo } from '../../../routes/links';
import { DetailField } from '../../components/DetailField';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDate } from '../../components/formatDate';
import { MapSection } from '../../components/map/MapSection';
import { PageHeader } from '../../components/PageHeader';
import { RecordTable } from '../../components/RecordTable';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';

const PlantMap = lazy(() => import('./PlantMap').then((m) => ({ default: m.PlantMap })));

const MAP_HEIGHT = 320;

function PlantDetails({ plant }: { plant: Plant }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('masters.plants.view.details')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <DetailField label={t('masters.plants.fields.code')}>{plant.code}</DetailField>
        <DetailField label={t('masters.plants.fields.kind')}>
          {t(`domain.plantKinds.${plant.kind}`)}
        </DetailField>
        <DetailField label={t('masters.plants.fields.business')}>
          {plant.business ?? t('masters.plants.view.none')}
        </DetailField>
        <DetailField label={t('masters.plants.columns.status')}>
          <StatusBadge status={plant.status} />
        </DetailField>
        <DetailField label={t('masters.plants.fields.address')}>{plant.address}</DetailField>
        <DetailField label={t('masters.plants.fields.city')}>
          {plant.city}, {plant.state} {plant.pincode}
        </DetailField>
        <DetailField label={t('masters.plants.view.gate')}>
          <span data-testid="plant-gate">
            {plant.latitude.toFixed(6)}, {plant.longitude.toFixed(6)}
          </span>
        </DetailField>
        <DetailField label={t('masters.plants.view.radius')}>
          <span data-testid="plant-radius">
            {t('masters.plants.view.metres', { radius: plant.geofenceRadiusM })}
          </span>
        </DetailField>
        <DetailField label={t('masters.plants.columns.created')}>{formatDate(plant.createdAt)}</DetailField>
      </SimpleGrid>
    </SectionCard>
  );
}

function PlantAgreement({ sla }: { sla: PlantSla }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('masters.plants.view.sla')} testId="plant-sla">
      <Stack gap="lg">
        <RecordTable
          rows={sla.lanes}
          rowKey={(lane) => `${lane.kind}-${lane.cityId ?? lane.stateId}`}
          rowTestId="sla-lane"
          label={t('masters.plants.view.sla')}
          empty={t('masters.plants.view.noLanes')}
          columns={[
            {
              header: t('masters.plants.view.destination'),
              cell: (lane) => (lane.kind === 'city' ? `${lane.city}, ${lane.state}` : lane.state),
            },
            {
              header: t('masters.plants.view.type'),
              cell: (lane) => t(`masters.plants.sla.kinds.${lane.kind}`),
            },
            {
              header: t('masters.plants.view.days'),
              numeric: true,
              cell: (lane) => t('masters.plants.view.daysValue', { count: lane.transitDays }),
            },
          ]}
        />
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            {t('masters.plants.view.terms')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="sla-terms">
            {sla.terms || t('masters.plants.view.noTerms')}
          </Text>
        </div>
      </Stack>
    </SectionCard>
  );
}

/** One plant: its details, its gate and geofence on the map, and its service level agreement. */
export function PlantViewPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(plantsApi);
  const id = Number(params.id);
  const plant = useQuery({
    queryKey: ['plants', 'view', id],
    queryFn: ({ signal }) => api.get(id, signal),
  });
  const sla = useQuery({
    queryKey: ['plants', 'sla', id],
    queryFn: ({ signal }) => api.sla(id, signal),
  });
  const editPath = linkTo('plant-edit', { id });
  const slaPath = linkTo('plant-sla-edit', { id });
  const mayEdit = useCanOpen(editPath);
  const mayEditSla = useCanOpen(slaPath);

  if (plant.isPending)
    return (
      <>
        <PageHeader title={title} />
        <Loader aria-label={t('common.state.loading')} />
      </>
    );
  if (plant.isError)
    return (
      <>
        <PageHeader title={title} />
        <FailureAlert>
          {isApiError(plant.error) && plant.error.status === 404
            ? t('masters.plants.view.notFound')
            : t('masters.plants.view.loadFailed')}
        </FailureAlert>
      </>
    );

  const p = plant.data;
  return (
    <>
      <PageHeader
        title={p.name}
        description={`${p.code} · ${t(`domain.plantKinds.${p.kind}`)} · ${p.city}`}
        actions={
          <>
            {mayEditSla ? (
              <Button component={Link} href={slaPath} variant="light" data-testid="edit-sla">
                {t('masters.plants.view.editSla')}
              </Button>
            ) : null}
            {mayEdit ? (
              <Button component={Link} href={editPath} data-testid="edit-plant">
                {t('masters.plants.view.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PlantDetails plant={p} />
          <SectionCard title={t('masters.plants.view.map')}>
            {p.pinSource === 'city' ? (
              <Alert color="yellow" variant="light" mb="sm" data-testid="plant-city-centre">
                {t('components.pinLocality.cityCentre')}
              </Alert>
            ) : null}
            <MapSection label={t('masters.plants.location.map')} height={MAP_HEIGHT} testId="plant-map">
              <PlantMap
                pin={{ latitude: p.latitude, longitude: p.longitude }}
                radiusM={p.geofenceRadiusM}
                frame={0}
                height={MAP_HEIGHT}
              />
            </MapSection>
          </SectionCard>
        </SimpleGrid>
        {sla.isPending ? <Loader size="sm" aria-label={t('common.state.loading')} /> : null}
        {sla.isError ? <FailureAlert>{t('masters.plants.view.loadFailed')}</FailureAlert> : null}
        {sla.data ? <PlantAgreement sla={sla.data} /> : null}
      </Stack>
    </>
  );
}
