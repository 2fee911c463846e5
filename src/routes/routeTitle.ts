import type { TFunction } from 'i18next';
import routes from '../i18n/en/routes.json';
import type { RouteDef } from './routeTable';

type TitleKey = keyof typeof routes;
const isTitleKey = (key: string): key is TitleKey => Object.hasOwn(routes, key);

/**
 * A screen's title in the language on screen: `routes.<id>` in the catalogues, `routes.<id>_<direction>` for the
 * routes of both directions. The English catalogue holds the route table's titles word for word
 * (routeTitles.test.ts); a route the catalogue misses keeps its English title.
 */
export const routeTitle = (t: TFunction, route: Pick<RouteDef, 'id' | 'direction' | 'title'>): string => {
  const key = route.direction ? `${route.id}_${route.direction}` : route.id;
  return isTitleKey(key) ? t(`routes.${key}`) : route.title;
};
