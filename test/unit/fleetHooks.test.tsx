import { act, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  FleetStoreContext,
  useFleetSlice,
  useThrottledFleetSlice,
  useVehicle,
} from '../../src/streams/fleetHooks';
import { createFleetStore, type FleetStore, type FleetView } from '../../src/streams/fleetStore';
import { vehicle } from './vehicleFixture';

const renders = new Map<number, number>();

const Row = memo(function Row({ orderId }: { orderId: number }) {
  const state = useVehicle(orderId);
  renders.set(orderId, (renders.get(orderId) ?? 0) + 1);
  return <li data-testid={`row-${orderId}`}>{state?.placeName}</li>;
});

const orderIds = (view: FleetView) => [...view.byId.keys()];
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

let listRenders = 0;
function Board() {
  const ids = useFleetSlice(orderIds, sameIds);
  listRenders += 1;
  return (
    <ul>
      {ids.map((id) => (
        <Row key={id} orderId={id} />
      ))}
    </ul>
  );
}

const withStore = (store: FleetStore, children: ReactNode) => (
  <FleetStoreContext.Provider value={store}>{children}</FleetStoreContext.Provider>
);

describe('row-level subscriptions', () => {
  it('re-renders only the row whose vehicle changed', () => {
    renders.clear();
    listRenders = 0;
    const store = createFleetStore();
    store.applySnapshot({
      seq: 3,
      vehicles: [1, 2, 3].map((orderId) => vehicle({ orderId, seq: orderId, placeName: `Town ${orderId}` })),
    });
    render(withStore(store, <Board />));
    expect([...renders.values()]).toEqual([1, 1, 1]);

    act(() => store.applyDeltas([vehicle({ orderId: 2, seq: 4, placeName: 'Alwar' })]));
    expect(screen.getByTestId('row-2').textContent).toBe('Alwar');
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 1 });
    // The list's ids did not change, so the list itself did not render again either.
    expect(listRenders).toBe(1);

    act(() => store.applyDeltas([vehicle({ orderId: 4, seq: 5, placeName: 'Rewari' })]));
    expect(listRenders).toBe(2);
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 1, 4: 1 });
  });

  it('does not notify anyone for a delta the fold ignores', () => {
    renders.clear();
    const store = createFleetStore();
    store.applySnapshot({ seq: 5, vehicles: [vehicle({ orderId: 1, seq: 5 })] });
    render(withStore(store, <Row orderId={1} />));
    act(() => store.applyDeltas([vehicle({ orderId: 1, seq: 4, placeName: 'Old' })]));
    expect(renders.get(1)).toBe(1);
  });
});

describe('throttled slices', () => {
  const countOf = (view: FleetView) => view.byId.size;

  it('derives at once, then at most once per interval while the fleet changes, the last change included', () => {
    vi.useFakeTimers();
    try {
      const store = createFleetStore();
      store.applySnapshot({ seq: 1, vehicles: [vehicle({ orderId: 1, seq: 1 })] });
      let derivations = 0;
      const counting = (view: FleetView) => {
        derivations += 1;
        return countOf(view);
      };
      function Count() {
        return <p data-testid="count">{useThrottledFleetSlice(counting, 1_000)}</p>;
      }
      render(withStore(store, <Count />));
      expect(screen.getByTestId('count').textContent).toBe('1');

      // The first change after a quiet interval shows at once…
      act(() => vi.advanceTimersByTime(1_000));
      act(() => store.applyDeltas([vehicle({ orderId: 2, seq: 2 })]));
      expect(screen.getByTestId('count').textContent).toBe('2');
      const afterFirst = derivations;

      // …the ones right after it wait for the interval, and only the last is derived.
      act(() => store.applyDeltas([vehicle({ orderId: 3, seq: 3 })]));
      act(() => store.applyDeltas([vehicle({ orderId: 4, seq: 4 })]));
      expect(screen.getByTestId('count').textContent).toBe('2');
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId('count').textContent).toBe('4');
      expect(derivations).toBe(afterFirst + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
