/**
 * A record's id as an address names it (`:id`), or null when the address holds no such id. Its own module: the
 * screens that read one are lazy, and the route matching every screen loads stays without it.
 */
export const positiveIdParam = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};
