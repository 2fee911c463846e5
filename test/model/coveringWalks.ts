import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

interface Edge {
  from: string;
  event: string;
  to: string;
}

const keyOf = (edge: Edge) => `${edge.from} ${edge.event}`;

/**
 * The transitions of a model's shortest paths, joined into as few walks as it takes to take each one once.
 * A shortest path per state walks the same opening again and again (a request published, bid on and closed,
 * eleven times over); here a walk goes on from where the last transition left it, to the nearest one not yet
 * taken, and a new walk starts from the initial state only when nothing untaken is reachable. The walks take
 * every transition the shortest paths take, and check every state on the way, in far fewer steps.
 */
export function coveringWalks(machine: AnyStateMachine) {
  const model = createTestModel(machine);
  const initial = String(model.getShortestPaths()[0]!.steps[0]!.state.value);
  const edges = new Map<string, Edge>();
  for (const path of model.getShortestPaths()) {
    path.steps.forEach((step, at) => {
      if (at === 0) return;
      const from = String(path.steps[at - 1]!.state.value);
      const edge = { from, event: step.event.type, to: String(step.state.value) };
      edges.set(keyOf(edge), edge);
    });
  }
  const untaken = new Set(edges.keys());
  const outOf = (state: string) => [...edges.values()].filter((edge) => edge.from === state);
  /**
   * How much a transition keeps the walk going: one that stays put first (its state's other exits are still
   * to take), then one that leads on to more untaken ones, last one into a dead end (a final state).
   */
  const rank = (edge: Edge) =>
    edge.to === edge.from
      ? 0
      : outOf(edge.to).some((next) => untaken.has(keyOf(next)) && next !== edge)
        ? 1
        : 2;

  /** The shortest way from `state` to an untaken transition, that transition last. */
  function nearestUntaken(state: string): Edge[] | null {
    const routes = new Map<string, Edge[]>([[state, []]]);
    const queue = [state];
    let best: Edge[] | null = null;
    while (queue.length) {
      const at = queue.shift()!;
      const route = routes.get(at)!;
      if (best && route.length >= best.length) break;
      for (const edge of outOf(at)) {
        if (untaken.has(keyOf(edge))) {
          const candidate = [...route, edge];
          if (!best || candidate.length < best.length || rank(edge) < rank(best.at(-1)!)) best = candidate;
        } else if (!routes.has(edge.to)) {
          routes.set(edge.to, [...route, edge]);
          queue.push(edge.to);
        }
      }
    }
    return best;
  }

  const walks: string[][] = [];
  while (untaken.size) {
    const events: string[] = [];
    let at = initial;
    for (let route = nearestUntaken(at); route; route = nearestUntaken(at)) {
      for (const edge of route) {
        untaken.delete(keyOf(edge));
        events.push(edge.event);
      }
      at = route.at(-1)!.to;
    }
    walks.push(events);
  }
  return walks.map((events) => model.getPathsFromEvents(events.map((type) => ({ type })))[0]!);
}
