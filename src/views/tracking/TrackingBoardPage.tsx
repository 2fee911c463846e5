import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { lazy, memo, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { linkTo } from '../../routes/links';
import {
  FleetStoreContext,
  useFleetSlice,
  useThrottledFleetSlice,
  useVehicle,
} from '../../streams/fleetHooks';
import type { FleetView } from '../../streams/fleetStore';
import { useFleetConnection } from '../../streams/useFleetConnection';
import { ConnectionBadge } from '../components/ConnectionBadge';
import { PageHeader } from '../components/PageHeader';
import { BoardFilters } from './BoardFilters';
import { BOARD_TABS, type BoardFilter, type BoardTab, boardTab, DEFAULT_FILTER } from './boardRows';
import { type BoardSummary, summariseBoard } from './boardSummary';
import { TrackingBoard } from './TrackingBoard';
import { useNow } from './useNow';

// MapLibre and the basemap load only once a board opens, and the board does not wait for them.
const FleetMap = lazy(() => import('./FleetMap').then((m) => ({ default: m.FleetMap })));

/**
 * How often the board takes its order, filters and counts again while trucks move, and the map moves them.
 * Rows show their own truck's news at once (each row listens to its vehicle); re-sorting tens of thousands of
 * trucks and redrawing the map on every batch would cost more frames than it is worth, and a board whose rows
 * jump several times a second cannot be read anyway.
 */
const BOARD_REFRESH_MS = 1_000;

const selectStatus = (view: FleetView) => view.status;
const selectError = (view: FleetView) => view.error;
const selectConnection = (view: FleetView) => view.connection;

function BoardScreen({ title, params, direction }: DirectedScreenProps) {
  const [, navigate] = useLocation();
  const tab = boardTab(params.tab);
  const selectParam = Number(params.select);
  const selectedId = Number.isInteger(selectParam) && selectParam > 0 ? selectParam : null;
  const [criteria, setCriteria] = useState(DEFAULT_FILTER);
  const filter: BoardFilter = useMemo(() => ({ ...criteria, tab }), [criteria, tab]);
  const now = useNow();

  const status = useFleetSlice(selectStatus);
  const error = useFleetSlice(selectError);
  const connection = useFleetSlice(selectConnection);
  // A new selector derives at once: on a new filter, and when the first snapshot lands (status), so the board
  // never shows "no trucks" for a second while the snapshot waits for the next refresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status is a reason to derive again, not an input
  const selectSummary = useCallback(
    (view: FleetView, previous: BoardSummary | null) => summariseBoard(view, filter, previous),
    [filter, status],
  );
  // The board gets ids only, kept as the same array while the order holds, so a moving truck re-renders its
  // own row and nothing else.
  const { ids, vehicles, total, counts, choices } = useThrottledFleetSlice(selectSummary, BOARD_REFRESH_MS);
  const selected = useVehicle(selectedId ?? 0) ?? null;

  const onSelect = useCallback(
    (orderId: number) => navigate(linkTo('tracking-board', { direction, tab, select: orderId })),
    [navigate, direction, tab],
  );
  const onTab = useCallback(
    (value: string | null) =>
      navigate(
        linkTo('tracking-board', {
          direction,
          tab: boardTab(value ?? undefined),
          select: selectedId ?? undefined,
        }),
      ),
    [navigate, direction, selectedId],
  );
  const onFilter = useCallback(
    (patch: Partial<BoardFilter>) => setCriteria((current) => ({ ...current, ...patch })),
    [],
  );

  let board: ReactNode;
  if (status === 'loading')
    board = (
      <Center h="100%" data-testid="board-loading">
        <Loader size="sm" />
      </Center>
    );
  else if (status === 'error')
    board = (
      <Alert color="red" variant="light" title="The board could not be loaded" data-testid="board-error">
        {error} Trying again shortly.
      </Alert>
    );
  else if (total === 0)
    board = (
      <Center h="100%" data-testid="board-empty">
        <Text c="dimmed">No {direction} trucks are on the road right now.</Text>
      </Center>
    );
  else if (ids.length === 0)
    board = (
      <Center h="100%" data-testid="board-no-match">
        <Stack gap="xs" align="center">
          <Text c="dimmed">No vehicles match these filters.</Text>
          <Button size="xs" variant="light" onClick={() => setCriteria(DEFAULT_FILTER)}>
            Clear filters
          </Button>
        </Stack>
      </Center>
    );
  else board = <TrackingBoard ids={ids} selectedId={selectedId} onSelect={onSelect} now={now} />;

  return (
    <Stack gap="sm" h="calc(100vh - 110px)">
      <PageHeader
        title={title}
        description={`${total.toLocaleString('en-IN')} trucks, updated as they move.`}
        actions={<ConnectionBadge state={connection} />}
      />
      {error && status === 'ready' ? (
        <Alert color="orange" variant="light" py={6}>
          Showing the last known positions: {error}
        </Alert>
      ) : null}
      <BoardFilters
        filter={filter}
        plants={choices.plants}
        transporters={choices.transporters}
        onChange={onFilter}
      />
      <BoardTabs tab={tab} counts={counts} onTab={onTab} />
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <div style={{ flex: 3, minWidth: 0, height: '100%' }}>{board}</div>
        <div style={{ flex: 2, minWidth: 280, height: '100%', borderRadius: 8, overflow: 'hidden' }}>
          <Suspense
            fallback={
              <Center h="100%">
                <Loader size="sm" />
              </Center>
            }
          >
            <FleetMap vehicles={vehicles} selected={selected} onSelect={onSelect} />
          </Suspense>
        </div>
      </Group>
    </Stack>
  );
}

/** The tabs with their counts; they render when a count changes, not on each refresh. */
const BoardTabs = memo(function BoardTabs({
  tab,
  counts,
  onTab,
}: {
  tab: BoardTab;
  counts: BoardSummary['counts'];
  onTab: (value: string | null) => void;
}) {
  return (
    <Tabs value={tab} onChange={onTab}>
      <Tabs.List>
        {BOARD_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label} ({counts[value].toLocaleString('en-IN')})
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
});

export function TrackingBoardPage(props: DirectedScreenProps) {
  const { api, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const store = useFleetConnection(token, props.direction, api.tracking.fleet);
  return (
    <FleetStoreContext.Provider value={store}>
      <BoardScreen {...props} />
    </FleetStoreContext.Provider>
  );
}
