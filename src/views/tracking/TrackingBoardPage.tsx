import { Alert, Button, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { trackingApi } from '../../api/tracking';
import { useAppState } from '../../app/AppStateContext';
import type { DirectedScreenProps } from '../../app/screenLoader';
import { useApi } from '../../app/useApi';
import {
  BOARD_TABS,
  type BoardFilter,
  type BoardTab,
  boardTab,
  DEFAULT_FILTER,
} from '../../domain/boardRows';
import { useFormat } from '../../i18n/useFormat';
import { linkTo } from '../../routes/links';
import {
  FleetStoreContext,
  useFleetSlice,
  useFleetStore,
  useThrottledFleetSlice,
  useVehicle,
} from '../../streams/fleetHooks';
import type { FleetView } from '../../streams/fleetStore';
import { useFleetConnection } from '../../streams/useFleetConnection';
import { afterNextPaint } from '../components/afterNextPaint';
import { ConnectionBadge } from '../components/ConnectionBadge';
import { ContentSkeleton } from '../components/ContentSkeleton';
import { FoldedFilters } from '../components/FoldedFilters';
import { PageHeader } from '../components/PageHeader';
import { usePhone } from '../components/usePhone';
import { ActiveHeaderFilters } from '../layout/ActiveHeaderFilters';
import { ExportButton } from '../transfer/ExportButton';
import { BoardFilters } from './BoardFilters';
import { BoardPanes } from './BoardPanes';
import { type BoardSummary, summarisingBoard } from './boardSummary';
import { TrackingBoard } from './TrackingBoard';
import classes from './TrackingBoard.module.css';
import { trackingLinks } from './trackingLinks';
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
const selectHasTrucks = (view: FleetView) => view.byId.size > 0;
const selectError = (view: FleetView) => view.error;
const selectConnection = (view: FleetView) => view.connection;

function BoardScreen({ title, params, direction }: DirectedScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useAppState();
  const [, navigate] = useLocation();
  const phone = usePhone();
  const tab = boardTab(params.tab);
  // A tapped tab shows as chosen at once; the rows it narrows the board to follow in a render that yields to
  // the frame (a phone took a fifth of a second to draw them before the tab moved).
  const rowsTab = useDeferredValue(tab);
  const selectParam = Number(params.select);
  const selectedId = Number.isInteger(selectParam) && selectParam > 0 ? selectParam : null;
  const [criteria, setCriteria] = useState(DEFAULT_FILTER);
  // The header's plant and date range narrow the board as they narrow every list: one choice, kept in the
  // session, for the whole app. The fleet stream stays one for the direction; the board filters its copy.
  const plantId = useSelector(session, (s) => s.context.selectedPlant);
  const { start, end } = useSelector(session, (s) => s.context.dateFilter);
  const filter: BoardFilter = useMemo(
    () => ({ ...criteria, plantId, from: start, to: end, tab: rowsTab }),
    [criteria, plantId, start, end, rowsTab],
  );
  const now = useNow();
  // The board's filters as the export's query: the file holds the rows the board shows, in its order.
  const exportParams = useMemo(
    () => ({
      direction,
      tab: filter.tab,
      plant: filter.plantId,
      from: filter.from,
      to: filter.to,
      transporter: filter.transporter,
      alert: filter.alert,
      search: filter.search.trim(),
      sort: filter.sort,
    }),
    [direction, filter],
  );

  const status = useFleetSlice(selectStatus);
  const error = useFleetSlice(selectError);
  const connection = useFleetSlice(selectConnection);
  const hasTrucks = useFleetSlice(selectHasTrucks);
  // A new filter derives at once; the first snapshot is taken in by a refresh in slices, started as it lands:
  // at 50,000 trucks taking it in one go held the page for a second.
  const selectSummary = useCallback(
    (view: FleetView, previous: BoardSummary | null) => summarisingBoard(view, filter, previous),
    [filter],
  );
  // The board gets ids only, kept as the same array while the order holds, so a moving truck re-renders its
  // own row and nothing else.
  const summary = useThrottledFleetSlice(selectSummary, BOARD_REFRESH_MS);
  const { ids, total, counts, choices } = summary;
  const store = useFleetStore();
  const selected = useVehicle(selectedId ?? 0) ?? null;

  const onSelect = useCallback(
    (orderId: number) => navigate(linkTo('tracking-board', { direction, tab: rowsTab, select: orderId })),
    [navigate, direction, rowsTab],
  );
  const activate = useCallback(
    (orderId: number) => {
      // A phone shows the list or the map, not both: a tapped truck opens its trip rather than a selection
      // on a map out of sight.
      if (!phone) return onSelect(orderId);
      const vehicle = store.getVehicle(orderId);
      navigate(trackingLinks(direction, orderId, vehicle?.trackingMethod ?? null).detail);
    },
    [phone, onSelect, store, navigate, direction],
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
  const clearFilters = useCallback(() => {
    setCriteria(DEFAULT_FILTER);
    session.send({ type: 'session.plantSelect', plantId: null });
    session.send({ type: 'session.dateFilterSet', dateFilter: { start: null, end: null } });
  }, [session]);
  const onFilter = useCallback(
    (patch: Partial<BoardFilter>) => setCriteria((current) => ({ ...current, ...patch })),
    [],
  );

  let board: ReactNode;
  if (status === 'loading' || (total === 0 && hasTrucks))
    // The rows' shape before the first snapshot, and while the board takes it in: on a phone over 4G that is
    // the longest wait of the board.
    board = <ContentSkeleton cards={1} lines={8} testId="board-loading" />;
  else if (status === 'error')
    board = (
      <Alert color="red" variant="light" title={t('tracking.board.loadError')} data-testid="board-error">
        {t('tracking.board.retryingSoon', { error })}
      </Alert>
    );
  else if (total === 0)
    board = (
      <Center h="100%" data-testid="board-empty">
        <Text c="dimmed">
          {direction === 'inbound' ? t('tracking.board.emptyInbound') : t('tracking.board.emptyOutbound')}
        </Text>
      </Center>
    );
  else if (ids.length === 0)
    board = (
      <Center h="100%" data-testid="board-no-match">
        <Stack gap="xs" align="center">
          <Text c="dimmed">{t('tracking.board.noMatch')}</Text>
          <Button size="xs" variant="light" onClick={clearFilters}>
            {t('tracking.board.clearFilters')}
          </Button>
        </Stack>
      </Center>
    );
  else
    board = (
      <TrackingBoard ids={ids} selectedId={selectedId} onSelect={onSelect} onActivate={activate} now={now} />
    );

  return (
    <Stack gap="sm" className={classes.screen}>
      <PageHeader
        title={title}
        description={
          <Stack gap={6}>
            <span data-testid="board-truck-count">
              {counts.all === total
                ? t('tracking.board.description', { count: total, total: format.number(total) })
                : t('tracking.board.descriptionFiltered', {
                    count: counts.all,
                    shown: format.number(counts.all),
                    total: format.number(total),
                  })}
            </span>
            <ActiveHeaderFilters dateMeaning={t('tracking.board.pickupDates')} />
          </Stack>
        }
        actions={
          <>
            <ConnectionBadge state={connection} />
            <ExportButton list="/api/tracking/fleet" params={exportParams} />
          </>
        }
      />
      {error && status === 'ready' ? (
        <Alert color="orange" variant="light" py={6}>
          {t('tracking.board.lastKnown', { error })}
        </Alert>
      ) : null}
      <FoldedFilters active={activeFilters(criteria)}>
        <BoardFilters filter={filter} transporters={choices.transporters} onChange={onFilter} />
      </FoldedFilters>
      <BoardTabs tab={tab} counts={counts} onTab={onTab} />
      <BoardPanes
        list={board}
        map={
          <Suspense
            fallback={
              <Center h="100%">
                <Loader size="sm" />
              </Center>
            }
          >
            <FleetMap vehicles={summary} selected={selected} onSelect={onSelect} />
          </Suspense>
        }
      />
    </Stack>
  );
}

/** The board's own filters that narrow it now (the order it is sorted in narrows nothing). */
const activeFilters = ({ search, transporter, alert }: typeof DEFAULT_FILTER) =>
  [search.trim(), transporter, alert].filter(Boolean).length;

/**
 * The tabs with their counts; they render when a count changes, not on each refresh. A tab is a route: moving
 * the location renders the layout, the header and the whole screen, a phone's tenth of a second before the
 * tap's frame. The chosen tab shows at once, rendering only the tabs, and the location moves after that frame
 * has painted.
 */
const BoardTabs = memo(function BoardTabs({
  tab,
  counts,
  onTab,
}: {
  tab: BoardTab;
  counts: BoardSummary['counts'];
  onTab: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [chosen, setChosen] = useState<BoardTab | null>(null);
  const callOff = useRef<() => void>(null);
  useEffect(() => () => callOff.current?.(), []);
  const choose = (value: string | null) => {
    const next = boardTab(value ?? undefined);
    setChosen(next);
    callOff.current?.();
    callOff.current = afterNextPaint(() => {
      onTab(next);
      setChosen(null);
    });
  };
  return (
    <Tabs value={chosen ?? tab} onChange={choose}>
      <Tabs.List>
        {BOARD_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {t(label)} ({format.number(counts[value])})
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
});

export function TrackingBoardPage(props: DirectedScreenProps) {
  const { session } = useAppState();
  const api = useApi(trackingApi);
  const token = useSelector(session, (s) => s.context.token);
  const store = useFleetConnection(token, props.direction, api.fleet);
  return (
    <FleetStoreContext.Provider value={store}>
      <BoardScreen {...props} />
    </FleetStoreContext.Provider>
  );
}
