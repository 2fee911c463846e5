import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { ROUTES } from '../../src/routes/routeTable';
import { routeTitle } from '../../src/routes/routeTitle';

describe('screen titles', () => {
  const english = allLanguagesI18n('en');
  const hindi = allLanguagesI18n('hi');

  it('are the route table’s English titles, word for word, in English', () => {
    for (const route of ROUTES) expect(routeTitle(english.t, route), route.pattern).toBe(route.title);
  });

  it('have a Hindi title for every route and direction', () => {
    const untranslated = ROUTES.filter((route) => routeTitle(hindi.t, route) === route.title).map(
      (route) => route.pattern,
    );
    expect(untranslated).toEqual([]);
  });

  it('name each direction of a route written once for both', () => {
    const board = (direction: 'inbound' | 'outbound') =>
      ROUTES.find((route) => route.id === 'tracking-board' && route.direction === direction);
    expect(routeTitle(hindi.t, board('inbound')!)).toBe('इनबाउंड ट्रैकिंग');
    expect(routeTitle(hindi.t, board('outbound')!)).toBe('आउटबाउंड ट्रैकिंग');
  });
});
