import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { clientConfigApi } from '../api/clientConfig';
import { createHttpClient } from '../api/httpClient';
import { pushApi } from '../api/push';
import { specApi } from '../api/spec';
import { appI18n } from '../i18n/appI18n';
import { flashMachine } from '../machines/flashMachine';
import { planCheckMachine } from '../machines/planCheckMachine';
import { preloaderMachine } from '../machines/preloaderMachine';
import { pushRegistrationMachine } from '../machines/pushRegistrationMachine';
import type { SessionFields } from '../machines/sessionFields';
import { sessionMachine } from '../machines/sessionMachine';
import { loadSession } from '../machines/sessionPersistence';
import { loadFirebasePushProvider, pushRegistrationServices } from '../push/pushRegistrationServices';
import { linkTo } from '../routes/links';
import { type AppState, AppStateContext } from './AppStateContext';
import { useAppEffects } from './useAppEffects';

interface AppStateProviderProps {
  children: ReactNode;
  /** Tests start from a given session instead of localStorage. */
  initialSession?: SessionFields;
}

export function AppStateProvider({ children, initialSession }: AppStateProviderProps) {
  const [restored] = useState(() => initialSession ?? loadSession(window.localStorage));
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
      actors: { fetchCurrentPlan: fromPromise(() => specApi(http).currentPlan()) },
      actions: {
        planRecorded: (_, plan) => session.send({ type: 'session.planRecord', plan }),
        redirectToPlan: () => navigate(linkTo('plan'), { replace: true }),
      },
    }),
  );

  const push = useActorRef(
    pushRegistrationMachine.provide(
      pushRegistrationServices({
        api: { clientConfig: clientConfigApi(http), push: pushApi(http), spec: specApi(http) },
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
