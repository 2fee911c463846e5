import type { RouteParams } from '../../routes/routeMatch';

/** The server takes tokens of 10 to 100 characters (ShareTokenParams); anything else cannot be a link. */
export const shareTokenOf = (params: RouteParams): string | null => {
  const token = params.id;
  return token !== undefined && token.length >= 10 && token.length <= 100 ? token : null;
};
