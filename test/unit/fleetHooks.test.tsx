import { act, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Sliced } from '../../src/domain/slicedWork';
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

/** Lets the tasks a sliced refresh runs in (messages, not timers) run. */
const nextTasks = async (count = 4) => {
  for (let i = 0; i < count; i++)
    await act(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            resolve();
          };
          channel.port2.postMessage(null);
        }),
    );
};

describe('throttled slices', () => {
  it('derives at once, then at most once per interval while the fleet changes, the last change included', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const store = createFleetStore();
      store.applySnapshot({ seq: 1, vehicles: [vehicle({ orderId: 1, seq: 1 })] });
      let derivations = 0;
      // A refresh in two slices: what it reads, it reads in the first.
      function* counting(view: FleetView): Sliced<number> {
        derivations += 1;
        const count = view.byId.size;
        yield;
        return count;
      }
      function Count() {
        return <p data-testid="count">{useThrottledFleetSlice(counting, 1_000)}</p>;
      }
      render(withStore(store, <Count />));
      expect(screen.getByTestId('count').textContent).toBe('1');

      // The first change after a quiet interval shows as soon as its refresh has run…
      act(() => vi.advanceTimersByTime(1_000));
      act(() => store.applyDeltas([vehicle({ orderId: 2, seq: 2 })]));
      act(() => vi.advanceTimersByTime(0));
      // …the fleet moving on while it runs: what it shows is the fleet as it began.
      act(() => store.applyDeltas([vehicle({ orderId: 3, seq: 3 })]));
      await nextTasks();
      expect(screen.getByTestId('count').textContent).toBe('2');
      const afterFirst = derivations;

      // The ones after it wait for the interval, and only the last is derived.
      act(() => store.applyDeltas([vehicle({ orderId: 4, seq: 4 })]));
      act(() => vi.advanceTimersByTime(500));
      await nextTasks();
      expect(screen.getByTestId('count').textContent).toBe('2');
      act(() => vi.advanceTimersByTime(500));
      await nextTasks();
      expect(screen.getByTestId('count').textContent).toBe('4');
      expect(derivations).toBe(afterFirst + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
