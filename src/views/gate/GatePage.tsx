import { Button, Card, Group, Loader, Modal, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { z } from 'zod';
import type { GateSide } from '../../api/gate';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { MESSAGES } from '../../domain/messages';
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
        description={`Vehicles expected today${expected.data ? ` (${expected.data.date})` : ''}.`}
        actions={
          <Select
            aria-label="Plant"
            data-testid="gate-plant"
            placeholder="All plants"
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
          <QueryErrorAlert
            title="Expected vehicles could not be loaded"
            error={expected.error}
            retry={expected.refetch}
          />
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table striped aria-label="Expected vehicles" data-testid="gate-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Plant</Table.Th>
                  <Table.Th>Vehicle</Table.Th>
                  <Table.Th>Driver</Table.Th>
                  <Table.Th>Transporter</Table.Th>
                  <Table.Th>Pickup</Table.Th>
                  <Table.Th>Gate-in</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {expected.data.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                      <Text c="dimmed" ta="center" py="lg">
                        {MESSAGES.tableEmpty}
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
                            title={v.vehicleNumber ? undefined : 'No vehicle assigned yet'}
                            onClick={() => setPassing({ vehicle: v, side })}
                            data-testid={`gate-${side}`}
                          >
                            {side === 'in' ? 'Gate in' : 'Gate out'}
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
        title={passing?.side === 'out' ? 'Record gate-out' : 'Record gate-in'}
        size="lg"
      >
        {passing ? (
          <GatePassForm vehicle={passing.vehicle} side={passing.side} onDone={() => setPassing(null)} />
        ) : null}
      </Modal>
      <Group mt="xs">
        <Text size="xs" c="dimmed">
          The list refreshes every minute.
        </Text>
      </Group>
    </>
  );
}
