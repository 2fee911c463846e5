/**
 * A query parameter of the current address. With hash routing a link may carry it inside the hash
 * ("#/reset-password?token=…") or before it ("?token=…#/reset-password"); both count.
 */
export const readQueryParam = (name: string, location: Location = window.location): string | null => {
  const inHash = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return new URLSearchParams(inHash).get(name) ?? new URLSearchParams(location.search).get(name);
};
