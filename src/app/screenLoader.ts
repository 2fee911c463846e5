import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { MESSAGES } from '../domain/messages';
import type { Direction } from '../domain/statuses';
import { appI18n } from '../i18n/appI18n';
import { prepareTexts } from '../i18n/switchLanguage';
import type { RouteParams } from '../routes/routeMatch';

/** What a screen gets from its route: the address's parameters, the title, and the direction if it has one. */
export interface ScreenProps {
  params: RouteParams;
  title: string;
  direction?: Direction;
}
/** A screen written once for both directions, shown only on routes that carry one. */
export type DirectedScreenProps = ScreenProps & { direction: Direction };
/** A screen loaded on demand; `preload` starts loading it before it is rendered (the same load, done once). */
export type Screen<P = ScreenProps> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** Raised on window when a screen or its stylesheet fails to load (seed-spec §2, §8). */
export const PRELOAD_ERROR_EVENT = 'preload-error';
export interface PreloadErrorDetail {
  address: string;
  message: string;
}

export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(
    readonly address: string,
    options?: ErrorOptions,
  ) {
    super(`${MESSAGES.preloadCssFailed} ${address}`, options);
  }
}

/** Vite's messages end with the address that failed ("Unable to preload CSS for /assets/x.css"). */
export const addressOf = (error: unknown, fallback: string): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /((?:https?:\/\/|\/)\S+)\s*$/.exec(message);
  return match?.[1] ?? fallback;
};

// Vite's own event and the failed import() carry the same error: report it once.
const reported = new WeakSet<object>();

export const reportPreloadError = (address: string, error: unknown): void => {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const detail: PreloadErrorDetail = { address, message: `${MESSAGES.preloadCssFailed} ${address}` };
  console.error(detail.message, error);
  window.dispatchEvent(new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail }));
};

type VitePreloadErrorEvent = Event & { payload?: unknown };

/**
 * Hooks Vite's `vite:preloadError`. The event is not prevented on purpose: the import then rejects and the
 * error reaches the screen's error boundary, which offers a reload.
 */
export const listenForPreloadErrors = (target: Window): (() => void) => {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    reportPreloadError(addressOf(event.payload, 'a screen'), event.payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
};

/**
 * Which of the first screens a screen is (sign-in, whose texts the app holds from its start; the signed-in
 * frame and the dashboard, which bring theirs), or 'later' for every other one.
 */
export type ScreenTexts = 'first' | 'frame' | 'later';

/**
 * A screen (or layout) loaded on demand; `name` stands in for the address when the failure does not say which
 * file. It comes with the texts it shows (loadCatalogue.ts) and, beyond the first screens, with the styles of
 * every other screen (the first screens' styles are the app's and the frame's).
 */
export const lazyScreen = <P = ScreenProps>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { texts = 'later' }: { texts?: ScreenTexts } = {},
): Screen<P> => {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= (async () => {
      try {
        const [screen] = await Promise.all([
          load(),
          texts === 'first' ? null : prepareTexts(appI18n, 'frame'),
          texts === 'later' ? prepareTexts(appI18n, 'later') : null,
          texts === 'later' ? import('./laterStyles.css') : null,
        ]);
        return { default: screen };
      } catch (error) {
        const address = addressOf(error, name);
        reportPreloadError(address, error);
        throw new ScreenLoadError(address, { cause: error });
      }
    })();
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
};
