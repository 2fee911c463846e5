import { Button, Card, Group, Loader, Modal, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { GateSide } from '../../api/gate';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { formatDateTime } from '../components/formatDateTime';
import { LifecycleBadge } from '../components/LifecycleBadge';
import { PageHeader } from '../components/PageHeader';
import { usePlantOptions } from '../components/usePlantOptions';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';
import { GatePassForm } from './GatePassForm';

type Vehicle = z.infer<typeof ExpectedVehicle>;

/** Vehicles expected at the selected plant today, with gate-in and gate-out recorded against each. */
export function GatePage({ title, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const sessionPlant = useSelector(session, (s) => s.context.selectedPlant);
  const [plant, setPlant] = useState<string | null>(sessionPlant === null ? null : String(sessionPlant));
  const [passing, setPassing] = useState<{ vehicle: Vehicle; side: GateSide } | null>(null);
  const plants = usePlantOptions();
  const expected = useQuery({
    queryKey: ['gate', 'expected', direction, plant, token],
    queryFn: ({ signal }) =>
      api.gate.expected({ direction, plant: plant ? Number(plant) : undefined }, signal),
    refetchInterval: 60_000,
  });

  return (
    <>
      <PageHeader
        title={title}
        description={
          expected.data ? t('gate.descriptionOn', { date: expected.data.date }) : t('gate.description')
        }
        actions={
          <Select
            aria-label={t('gate.plant')}
            data-testid="gate-plant"
            placeholder={t('gate.allPlants')}
            data={plants}
            value={plant}
            onChange={setPlant}
            searchable
            clearable
            w={220}
          />
        }
      />
      <Card withBorder p={0}>
        {expected.isPending ? (
          <Loader m="lg" data-testid="loading" />
        ) : expected.isError ? (
          <QueryErrorAlert title={t('gate.loadFailed')} error={expected.error} retry={expected.refetch} />
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table striped aria-label={t('gate.table')} data-testid="gate-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('gate.columns.order')}</Table.Th>
                  <Table.Th>{t('gate.columns.plant')}</Table.Th>
                  <Table.Th>{t('gate.columns.vehicle')}</Table.Th>
                  <Table.Th>{t('gate.columns.driver')}</Table.Th>
                  <Table.Th>{t('gate.columns.transporter')}</Table.Th>
                  <Table.Th>{t('gate.columns.pickup')}</Table.Th>
                  <Table.Th>{t('gate.columns.gateIn')}</Table.Th>
                  <Table.Th>{t('gate.columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {expected.data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                      <Text c="dimmed" ta="center" py="lg">
                        {t('common.spec.tableEmpty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  expected.data.rows.map((v) => {
                    const side: GateSide = v.gateInAt ? 'out' : 'in';
                    return (
                      <Table.Tr key={v.orderId} data-testid="gate-row">
                        <Table.Td ff="monospace">{v.orderNumber}</Table.Td>
                        <Table.Td>{v.plant.name}</Table.Td>
                        <Table.Td ff="monospace">{v.vehicleNumber ?? '—'}</Table.Td>
                        <Table.Td>
                          {v.driverName ?? '—'}
                          {v.driverPhone ? ` · ${v.driverPhone}` : ''}
                        </Table.Td>
                        <Table.Td>{v.transporter}</Table.Td>
                        <Table.Td>{formatDateTime(v.pickupAt)}</Table.Td>
                        <Table.Td>{v.gateInAt ? formatDateTime(v.gateInAt) : '—'}</Table.Td>
                        <Table.Td>
                          <LifecycleBadge status={v.status} />
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            disabled={!v.vehicleNumber}
                            title={v.vehicleNumber ? undefined : t('gate.noVehicle')}
                            onClick={() => setPassing({ vehicle: v, side })}
                            data-testid={`gate-${side}`}
                          >
                            {side === 'in' ? t('gate.gateIn') : t('gate.gateOut')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Modal
        opened={passing !== null}
        onClose={() => setPassing(null)}
        title={passing?.side === 'out' ? t('gate.recordGateOut') : t('gate.recordGateIn')}
        size="lg"
      >
        {passing ? (
          <GatePassForm vehicle={passing.vehicle} side={passing.side} onDone={() => setPassing(null)} />
        ) : null}
      </Modal>
      <Group mt="xs">
        <Text size="xs" c="dimmed">
          {t('gate.refreshNote')}
        </Text>
      </Group>
    </>
  );
}
