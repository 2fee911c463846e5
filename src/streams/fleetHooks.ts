import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { VehicleState } from '../domain/schemas/tracking';
import { runToEnd, type Sliced } from '../domain/slicedWork';
import type { FleetStore, FleetView } from './fleetStore';
import { runInSlices } from './timeSlices';

/** The fleet store of the board on screen; provided by the board so its rows and its map share one fold. */
export const FleetStoreContext = createContext<FleetStore | null>(null);

export const useFleetStore = (): FleetStore => {
  const store = useContext(FleetStoreContext);
  if (!store) throw new Error('useFleetStore must be used inside a FleetStoreContext provider');
  return store;
};

/** One vehicle's latest state; the caller re-renders only when that vehicle changes. */
export function useVehicle(orderId: number): VehicleState | undefined {
  const store = useFleetStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeVehicle(orderId, listener),
    [store, orderId],
  );
  return useSyncExternalStore(subscribe, () => store.getVehicle(orderId));
}

/**
 * A derived slice of the fleet view. The selector runs once per fleet change; when `isEqual` finds the new
 * slice equal to the last, the last is returned and the caller does not re-render. Pass a stable selector
 * (module-level or memoised), or the slice is recomputed on every render.
 */
export function useFleetSlice<T>(
  selector: (view: FleetView) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useFleetStore();
  const getSlice = useMemo(() => {
    let last: { view: FleetView; slice: T } | null = null;
    return () => {
      const view = store.getView();
      if (last?.view === view) return last.slice;
      const next = selector(view);
      const slice = last !== null && isEqual(last.slice, next) ? last.slice : next;
      last = { view, slice };
      return slice;
    };
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSlice);
}

/**
 * Like useFleetSlice, for slices too costly to derive on every batch (the board's filtered, sorted rows over
 * tens of thousands of trucks): the slice is derived at once when the selector changes, then at most once
 * per `intervalMs` while the fleet keeps changing, the last change always included, and without waiting when
 * the fleet's status changed (its snapshot landed). Those refreshes run in slices of a few milliseconds
 * (runInSlices), and what they change on screen renders as a transition, which React also cuts into slices:
 * the slice before stays on screen meanwhile, and neither the refresh nor its render holds the page. A refresh
 * still running when the selector changes is dropped. `selector` receives the previous slice so it can keep
 * the parts that did not change.
 */
export function useThrottledFleetSlice<T>(
  selector: (view: FleetView, previous: T | null) => Sliced<T>,
  intervalMs: number,
): T {
  const store = useFleetStore();
  const refresher = useMemo(
    () => throttledRefresher(store, selector, intervalMs),
    [store, selector, intervalMs],
  );
  const [refreshed, setRefreshed] = useState<{ by: typeof refresher; value: T } | null>(null);
  useEffect(
    () => refresher.subscribe((value) => startTransition(() => setRefreshed({ by: refresher, value }))),
    [refresher],
  );
  return refreshed?.by === refresher ? refreshed.value : refresher.first();
}

/** The derivations behind useThrottledFleetSlice: the first at once, the refreshes in slices. */
function throttledRefresher<T>(
  store: FleetStore,
  selector: (view: FleetView, previous: T | null) => Sliced<T>,
  intervalMs: number,
) {
  let value: T | null = null;
  let derived = false;
  let derivedFrom: FleetView | null = null;
  let startedAt = Number.NEGATIVE_INFINITY;
  return {
    /** The slice of the fleet as it is on the first call, derived then; the same value after. */
    first: (): T => {
      if (!derived) {
        derivedFrom = store.getView();
        value = runToEnd(selector(derivedFrom, null));
        derived = true;
        startedAt = performance.now();
      }
      return value as T;
    },
    /** Refreshes while the fleet changes, handing each new slice to `onRefresh`; returns the unsubscribe. */
    subscribe: (onRefresh: (value: T) => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let cancelRefresh: (() => void) | null = null;
      const refresh = () => {
        timer = undefined;
        const view = store.getView();
        if (view === derivedFrom) return;
        startedAt = performance.now();
        cancelRefresh = runInSlices(selector(view, value), (next) => {
          cancelRefresh = null;
          value = next;
          derivedFrom = view;
          onRefresh(next);
          // Whatever changed while this refresh ran is the next one's.
          if (store.getView() !== view) schedule();
        });
      };
      const schedule = () => {
        if (timer !== undefined || cancelRefresh !== null) return;
        // A fleet that changed status (its snapshot in) is derived at once: what waits for it waits no longer.
        const due = store.getView().status === derivedFrom?.status ? startedAt + intervalMs : 0;
        timer = setTimeout(refresh, Math.max(0, due - performance.now()));
      };
      const unsubscribe = store.subscribe(schedule);
      // The fleet may have moved between the first derivation and this subscription.
      schedule();
      return () => {
        clearTimeout(timer);
        cancelRefresh?.();
        unsubscribe();
      };
    },
  };
}
