import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { VehicleState } from '../domain/schemas/tracking';
import type { FleetStore, FleetView } from './fleetStore';

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
 * per `intervalMs` while the fleet keeps changing, the last change always included. `selector` receives the
 * previous slice so it can keep the parts that did not change.
 */
export function useThrottledFleetSlice<T>(
  selector: (view: FleetView, previous: T | null) => T,
  intervalMs: number,
): T {
  const store = useFleetStore();
  const slice = useMemo(() => {
    let value: T | null = null;
    let derived = false;
    let derivedFrom: FleetView | null = null;
    let derivedAt = Number.NEGATIVE_INFINITY;
    let due = true;
    return {
      subscribe: (onChange: () => void) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const refresh = () => {
          timer = undefined;
          due = true;
          onChange();
        };
        const unsubscribe = store.subscribe(() => {
          if (timer !== undefined) return;
          const wait = derivedAt + intervalMs - performance.now();
          if (wait <= 0) refresh();
          else timer = setTimeout(refresh, wait);
        });
        return () => {
          clearTimeout(timer);
          unsubscribe();
        };
      },
      get: (): T => {
        const view = store.getView();
        if (!derived || (due && view !== derivedFrom)) {
          value = selector(view, value);
          derived = true;
          derivedFrom = view;
          derivedAt = performance.now();
        }
        due = false;
        return value as T;
      },
    };
  }, [store, selector, intervalMs]);
  return useSyncExternalStore(slice.subscribe, slice.get);
}
