import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HttpClient } from '../api/httpClient';
import type { flashMachine } from '../machines/flashMachine';
import type { planCheckMachine } from '../machines/planCheckMachine';
import type { preloaderMachine } from '../machines/preloaderMachine';
import type { pushRegistrationMachine } from '../machines/pushRegistrationMachine';
import type { sessionMachine } from '../machines/sessionMachine';

/**
 * The app-wide actors and the HTTP client bound to the session's token; created once by AppStateProvider.
 * Screens reach the API through useApi (src/app/useApi.ts), one resource module at a time.
 */
export interface AppState {
  session: ActorRefFrom<typeof sessionMachine>;
  flash: ActorRefFrom<typeof flashMachine>;
  preloader: ActorRefFrom<typeof preloaderMachine>;
  planCheck: ActorRefFrom<typeof planCheckMachine>;
  push: ActorRefFrom<typeof pushRegistrationMachine>;
  http: HttpClient;
}

export const AppStateContext = createContext<AppState | null>(null);

export const useAppState = (): AppState => {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside AppStateProvider');
  return state;
};
