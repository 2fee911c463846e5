import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateSide } from '../../api/gate';
import { gateApi } from '../../api/gate';
import { ordersApi } from '../../api/orders';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import type { ExpectedVehicle } from '../../domain/schemas/gate';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { DataTable } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import type { DataTableQuery } from '../components/dataTableTypes';
import { errorText } from '../components/errorText';
import { PageHeader } from '../components/PageHeader';
import { usePlantOptions } from '../components/usePlantOptions';
import { useHeaderListFilters } from '../layout/useHeaderListFilters';
import { useOrderUpdate } from '../orders/useOrderUpdate';
import { GatePassForm } from './GatePassForm';
import { GateRowActions } from './GateRowActions';
import { gateColumns } from './gateColumns';
import type { GateStep } from './gateSteps';
import { showGateSuccess } from './gateSuccess';

/** Positions move on without an order changing status: the list looks again this often. */
const REFRESH_MS = 60_000;
/** The width from which every column fits beside the navigation (Mantine's md breakpoint). */
const WIDE = '(min-width: 62em)';

/**
 * Every truck expected at the plant, arrived or inside, whatever its pickup day, a page at a time, with
 * gate-in, loading or unloading and gate-out.
 */
export function GatePage({ title, direction }: DirectedScreenProps) {
  const { t, i18n } = useTranslation();
  const { session } = useAppState();
  const gate = useApi(gateApi);
  const orders = useApi(ordersApi);
  const token = useSelector(session, (s) => s.context.token);
  // The header's plant narrows the gate as it narrows every list; its dates do not: a truck early or late is
  // at the gate all the same.
  const headerFilters = useHeaderListFilters();
  const wide = useMediaQuery(WIDE, true) ?? true;
  const plants = usePlantOptions();
  const queryClient = useQueryClient();
  const update = useOrderUpdate();
  const [passing, setPassing] = useState<{ vehicle: ExpectedVehicle; side: GateSide } | null>(null);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['gate'] }),
    [queryClient],
  );
  useIndustryNews(token, ['order.status'], refresh);
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      gate.expected(
        { direction, page: query.page, pageSize: query.pageSize, plant: query.plant, search: query.search },
        signal,
      ),
    [gate, direction],
  );

  const cargo = useMutation({
    mutationFn: (row: ExpectedVehicle) => orders.step(row.orderId, { event: 'cargo.start' }),
    onSuccess: (next, row) => {
      update(next);
      showGateSuccess(t, 'cargo', direction, row);
    },
    // Message only, as the success toasts: under a title Mantine dims it below AA contrast.
    onError: (error) => notifications.show({ color: 'red', message: errorText(i18n, error) }),
  });
  const startCargo = cargo.mutate;
  const onStep = useCallback(
    (row: ExpectedVehicle, step: GateStep) => {
      if (step === 'cargo') startCargo(row);
      else setPassing({ vehicle: row, side: step });
    },
    [startCargo],
  );
  const busyOrderId = cargo.isPending ? (cargo.variables?.orderId ?? null) : null;

  // The table, made again only when what it shows changes: opening the gate pass below re-renders this page,
  // and drawing every row again with it made the tap take half a second on a phone.
  const table = useMemo(
    () => (
      <DataTable
        label={t('gate.table')}
        columns={gateColumns(t, wide, (row) => (
          <GateRowActions
            row={row}
            direction={direction}
            busy={busyOrderId === row.orderId}
            onStep={onStep}
          />
        ))}
        queryKey={['gate', 'expected', direction, token]}
        fetchPage={fetchPage}
        rowKey={(v) => v.orderId}
        filters={{ search: { placeholder: t('gate.search') }, plant: { options: plants } }}
        sharedFilters={headerFilters}
        minWidth={wide ? 640 : 0}
      />
    ),
    [t, wide, direction, busyOrderId, onStep, token, fetchPage, plants, headerFilters],
  );

  return (
    <>
      <PageHeader title={title} description={t('gate.description')} />
      {table}
      <Text size="xs" c="dimmed" mt="xs">
        {t('gate.refreshNote')}
      </Text>
      <Dialog
        opened={passing !== null}
        onClose={() => setPassing(null)}
        title={passing?.side === 'out' ? t('gate.recordGateOut') : t('gate.recordGateIn')}
        size="lg"
        fullScreen={!wide}
      >
        {passing ? (
          <GatePassForm
            vehicle={passing.vehicle}
            side={passing.side}
            onDone={(next) => {
              update(next);
              showGateSuccess(t, passing.side, direction, passing.vehicle);
              setPassing(null);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
