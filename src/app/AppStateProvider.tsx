import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { clientConfigWhenMade, pushWhenMade, specWhenMade } from '../api/callsWhenMade';
import { createHttpClient, type HttpClient } from '../api/httpClient';
import { appI18n } from '../i18n/appI18n';
import { flashMachine } from '../machines/flashMachine';
import { planCheckMachine } from '../machines/planCheckMachine';
import { preloaderMachine } from '../machines/preloaderMachine';
import { pushRegistrationMachine } from '../machines/pushRegistrationMachine';
import { DEFAULT_SESSION, type SessionFields } from '../machines/sessionFields';
import { sessionMachine } from '../machines/sessionMachine';
import {
  loadFirebasePushProvider,
  type PushRegistrationApi,
  pushRegistrationServices,
} from '../push/pushRegistrationServices';
import { linkTo } from '../routes/links';
import { type AppState, AppStateContext } from './AppStateContext';
import { useAppEffects } from './useAppEffects';

interface AppStateProviderProps {
  children: ReactNode;
  /** The session an earlier visit stored (restoreSession, main.tsx), or a test's; signed out without one. */
  initialSession?: SessionFields;
}

// The calls the signed-in user's plan check and push registration make come with their schemas (and zod)
// when first made, not in the entry: the sign-in page makes none of them.
const loadPushApi = async (http: HttpClient): Promise<PushRegistrationApi> => {
  const [clientConfig, push, spec] = await Promise.all([
    clientConfigWhenMade(http),
    pushWhenMade(http),
    specWhenMade(http),
  ]);
  return { clientConfig, push, spec };
};

export function AppStateProvider({ children, initialSession }: AppStateProviderProps) {
  const [restored] = useState(() => initialSession ?? DEFAULT_SESSION);
  const session = useActorRef(sessionMachine, { input: restored });
  const flash = useActorRef(flashMachine);
  const preloader = useActorRef(preloaderMachine);

  const [http] = useState(() =>
    createHttpClient({
      getToken: () => session.getSnapshot().context.token,
      onUnauthorized: () => {
        if (!session.getSnapshot().hasTag('authenticated')) return;
        session.send({ type: 'session.logout' });
        flash.send({ type: 'flash.show', message: appI18n.t('auth.sessionEnded'), kind: 'warning' });
      },
    }),
  );

  const planCheck = useActorRef(
    planCheckMachine.provide({
      actors: { fetchCurrentPlan: fromPromise(async () => (await specWhenMade(http)).currentPlan()) },
      actions: {
        planRecorded: (_, plan) => session.send({ type: 'session.planRecord', plan }),
        redirectToPlan: () => navigate(linkTo('plan'), { replace: true }),
      },
    }),
  );

  const push = useActorRef(
    pushRegistrationMachine.provide(
      pushRegistrationServices({
        loadApi: () => loadPushApi(http),
        storage: window.localStorage,
        createProvider: loadFirebasePushProvider,
        log: (message) => console.warn(`Push notifications: ${message}`),
      }),
    ),
  );

  const state = useMemo<AppState>(
    () => ({ session, flash, preloader, planCheck, push, http }),
    [session, flash, preloader, planCheck, push, http],
  );
  useAppEffects(state);

  return <AppStateContext.Provider value={state}>{children}</AppStateContext.Provider>;
}
