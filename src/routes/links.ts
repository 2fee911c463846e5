import type { Direction } from '../domain/statuses';
import { ROUTES, type Route, type RouteDef, type RouteId } from './routeTable';

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type ParamValue = string | number;

/** The parameters a pattern names: `:id` must be given, `:tab?` may be. */
export type PatternParams<P extends string> = { [K in RequiredParam<Segments<P>>]: ParamValue } & {
  [K in OptionalParam<Segments<P>>]?: ParamValue;
};

type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;

/** What a link to the route needs: its pattern's parameters, and the direction when it has one route per direction. */
export type LinkParams<Id extends RouteId> = PatternParams<RouteOf<Id>['pattern']> &
  (RouteOf<Id> extends { direction: Direction } ? { direction: Direction } : unknown);

/** The parameters may be left out when the route needs none (`linkTo('dashboard')`, `linkTo('settings')`). */
type LinkArgs<Id extends RouteId> =
  object extends LinkParams<Id> ? [params?: LinkParams<Id>] : [params: LinkParams<Id>];

const keyOf = (id: string, direction: Direction | undefined) => (direction ? `${id} ${direction}` : id);
const byKey = new Map<string, RouteDef>(ROUTES.map((route) => [keyOf(route.id, route.direction), route]));

/**
 * The address of a route, built from its pattern: `linkTo('order-detail', { direction, id })`. Optional segments
 * are written up to the last one given, so a link never carries an empty segment.
 */
export function linkTo<Id extends RouteId>(id: Id, ...[params]: LinkArgs<Id>): string {
  const values: Readonly<Record<string, ParamValue | undefined>> = params ?? {};
  const direction = values.direction as Direction | undefined;
  const route = byKey.get(keyOf(id, direction));
  if (!route) throw new Error(`No route ${keyOf(id, direction)}`);
  const parts: string[] = [];
  let skipped: string | null = null;
  for (const segment of route.pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const name = segment.replace(/^:|\?$/g, '');
    const value = values[name];
    if (value === undefined) {
      if (!segment.endsWith('?')) throw new Error(`${route.pattern} needs :${name}`);
      skipped ??= name;
      continue;
    }
    if (skipped) throw new Error(`${route.pattern}: :${name} given without :${skipped}`);
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}
