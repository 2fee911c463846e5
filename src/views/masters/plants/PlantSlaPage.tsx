import {
  ActionIcon,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formOptionsApi } from '../../../api/formOptions';
import { plantsApi } from '../../../api/plants';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { type PlantSla, PlantSlaInput, type SlaDestinationKind } from '../../../domain/schemas/plant';
import { linkTo } from '../../../routes/links';
import { CitySelect } from '../../components/CitySelect';
import { LineIcon } from '../../components/LineIcon';
import { MasterFormPage } from '../MasterFormPage';

/** One lane as typed: both destinations are kept, the kind says which one is meant. */
interface LaneValues extends Record<string, unknown> {
  key: string;
  kind: SlaDestinationKind;
  stateId: string | null;
  cityId: number | null;
  transitDays: number | string;
}

interface SlaValues extends Record<string, unknown> {
  terms: string;
  lanes: LaneValues[];
}

const REMOVE_ICON = 'M18 6 6 18 M6 6l12 12';

const valuesOf = (sla: PlantSla): SlaValues => ({
  terms: sla.terms,
  lanes: sla.lanes.map((lane) => ({
    key: randomId(),
    kind: lane.kind,
    stateId: lane.kind === 'state' ? String(lane.stateId) : null,
    cityId: lane.cityId,
    transitDays: lane.transitDays,
  })),
});

const newLane = (): LaneValues => ({
  key: randomId(),
  kind: 'state',
  stateId: null,
  cityId: null,
  transitDays: '',
});

function LaneRow({
  form,
  index,
  states,
}: {
  form: UseFormReturnType<SlaValues>;
  index: number;
  states: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const lane = form.getValues().lanes[index]!;
  const n = index + 1;
  const named = (field: string) => t('masters.plants.sla.laneField', { field, n });
  const path = `lanes.${index}`;
  const days = typeof lane.transitDays === 'number' ? lane.transitDays : 0;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid={`lane-${index}`}>
      <SegmentedControl
        aria-label={named(t('masters.plants.sla.kind'))}
        data={(['state', 'city'] as const).map((kind) => ({
          value: kind,
          label: t(`masters.plants.sla.kinds.${kind}`),
        }))}
        value={lane.kind}
        onChange={(kind) => form.setFieldValue(`${path}.kind`, kind as SlaDestinationKind)}
        data-testid={`lane-${index}-kind`}
      />
      <div style={{ flex: '1 1 220px', minWidth: 200 }}>
        {lane.kind === 'state' ? (
          <Select
            aria-label={named(t('masters.plants.sla.state'))}
            placeholder={t('masters.plants.sla.state')}
            data={states}
            searchable
            data-testid={`lane-${index}-state`}
            {...form.getInputProps(`${path}.stateId`)}
          />
        ) : (
          <CitySelect
            aria-label={named(t('masters.plants.sla.city'))}
            placeholder={t('masters.plants.sla.city')}
            data-testid={`lane-${index}-city`}
            value={lane.cityId}
            onChange={(cityId) => form.setFieldValue(`${path}.cityId`, cityId)}
            error={form.errors[`${path}.cityId`]}
          />
        )}
      </div>
      <NumberInput
        w={150}
        aria-label={named(t('masters.plants.sla.days'))}
        placeholder={t('masters.plants.sla.days')}
        suffix={` ${t('masters.plants.sla.daysUnit', { count: days })}`}
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="none"
        data-testid={`lane-${index}-days`}
        {...form.getInputProps(`${path}.transitDays`)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={2}
        aria-label={t('masters.plants.sla.remove', { n })}
        onClick={() => form.removeListItem('lanes', index)}
        data-testid={`lane-${index}-remove`}
      >
        <LineIcon path={REMOVE_ICON} size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The lanes of the agreement: a state or a city each, with its transit days; added and removed in place. */
function SlaLanes({ form, plantId }: { form: UseFormReturnType<SlaValues>; plantId: number }) {
  const { t } = useTranslation();
  const formOptions = useApi(formOptionsApi);
  const plants = useApi(plantsApi);
  const plant = useQuery({
    queryKey: ['plants', 'view', plantId],
    queryFn: ({ signal }) => plants.get(plantId, signal),
  });
  const states = useQuery({
    queryKey: ['states'],
    queryFn: ({ signal }) => formOptions.states(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const lanes = form.getValues().lanes;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {/* Add sits above the rows: an error appearing under a row as its input loses focus cannot move it. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 320px' }}>
            <Title order={2} size="h4">
              {t('masters.plants.sla.lanes')}
            </Title>
            {plant.data ? (
              <Text size="sm" fw={500} data-testid="sla-plant">
                {plant.data.name} ({plant.data.code})
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('masters.plants.sla.lanesHint')}
            </Text>
          </div>
          <Button
            variant="light"
            onClick={() => form.insertListItem('lanes', newLane())}
            data-testid="add-lane"
          >
            {t('masters.plants.sla.add')}
          </Button>
        </Group>
        {lanes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="sla-empty">
            {t('masters.plants.sla.empty')}
          </Text>
        ) : (
          // A rule between lanes: on a phone each lane wraps onto three lines.
          lanes.map((lane, index) => (
            <Stack key={lane.key} gap="md">
              {index > 0 ? <Divider /> : null}
              <LaneRow form={form} index={index} states={stateOptions} />
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

/** `/plant/sla/edit/:id`: the plant's terms and conditions and transit days per destination, saved at once. */
export function PlantSlaPage({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(plantsApi);
  const id = Number(params.id);
  return (
    <MasterFormPage<SlaValues, PlantSlaInput>
      title={title}
      resource="plants"
      schema={PlantSlaInput}
      fields={[
        {
          key: 'terms',
          kind: 'textarea',
          label: t('masters.plants.sla.terms'),
          description: t('masters.plants.sla.termsHint'),
          wide: true,
        },
      ]}
      sections={(form) => <SlaLanes form={form} plantId={id} />}
      start={{ id, fetch: (signal) => api.sla(id, signal).then(valuesOf) }}
      save={(input) => api.saveSla(id, input)}
      listPath={linkTo('plant-view', { id })}
      savedMessage={t('masters.plants.sla.saved')}
    />
  );
}
