import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * A query parameter of the current address. With hash routing a link may carry it inside the hash
 * ("#/reset-password?token=…") or before it ("?token=…#/reset-password"); both count.
 */
export const readQueryParam = (name: string, location: Location = window.location): string | null => {
  const inHash = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return new URLSearchParams(inHash).get(name) ?? new URLSearchParams(location.search).get(name);
};

/**
 * A query parameter kept inside the hash ("#/my-reports?report=savings"), so a link opens the same view, and a
 * way to change it: a new history entry, so Back returns to the previous choice.
 */
export function useHashQueryParam(name: string): [string | null, (value: string) => void] {
  // The hash location includes its query: a change of it renders the screen again.
  const [location] = useLocation();
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  const value = new URLSearchParams(query).get(name);
  const set = useCallback(
    (next: string) => {
      const hash = window.location.hash.replace(/^#/, '');
      const [path = '/', search = ''] = hash.split('?');
      const params = new URLSearchParams(search);
      params.set(name, next);
      window.location.hash = `${path}?${params}`;
    },
    [name],
  );
  return [value, set];
}
