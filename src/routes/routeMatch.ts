export type RouteParams = Readonly<Record<string, string | undefined>>;

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

/**
 * Each pattern's segments, compiled once: resolving a path tries every route of the table, and the sidebar
 * resolves each of its forty entries as it first draws.
 */
const compiled = new Map<string, readonly Segment[]>();

const parse = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param', name: part.replace(/^:|\?$/g, ''), optional: part.endsWith('?') }
        : { kind: 'static', value: part },
    );

const compile = (pattern: string): readonly Segment[] =>
  compiled.get(pattern) ?? compiled.set(pattern, parse(pattern)).get(pattern)!;

/** The path part of a hash location: no query, no trailing slash ("/order/inbound/" is the list). */
export const normalizePath = (location: string): string => {
  const path = location.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
};

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

const pathParts = (location: string): string[] => normalizePath(location).split('/').filter(Boolean);

export const matchPath = (pattern: string, location: string): RouteParams | null =>
  matchParts(compile(pattern), pathParts(location));

const matchParts = (segments: readonly Segment[], parts: readonly string[]): RouteParams | null => {
  if (parts.length > segments.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment.kind === 'static') {
      if (part !== segment.value) return null;
    } else if (part === undefined) {
      if (!segment.optional) return null;
    } else {
      params[segment.name] = decode(part);
    }
  }
  return params;
};

const RANK = { static: 3, param: 2, optional: 1 } as const;

const ranks = (pattern: string): number[] =>
  compile(pattern).map((s) => (s.kind === 'static' ? RANK.static : s.optional ? RANK.optional : RANK.param));

/**
 * Orders two patterns that match the same path: segment by segment a literal beats a parameter, which beats an
 * optional one. So /order/inbound/track/:id/:orderId wins over /order/inbound/:id/:tab?/:select? whatever the
 * order of the table.
 */
export const compareSpecificity = (a: string, b: string): number => {
  const ra = ranks(a);
  const rb = ranks(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const diff = (rb[i] ?? 0) - (ra[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

export interface RouteMatch<R extends { pattern: string }> {
  route: R;
  params: RouteParams;
}

export const resolveRoute = <R extends { pattern: string }>(
  routes: readonly R[],
  location: string,
): RouteMatch<R> | null => {
  const parts = pathParts(location);
  let best: RouteMatch<R> | null = null;
  for (const route of routes) {
    const params = matchParts(compile(route.pattern), parts);
    if (params && (!best || compareSpecificity(route.pattern, best.route.pattern) < 0))
      best = { route, params };
  }
  return best;
};
