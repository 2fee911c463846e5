import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Subscription } from 'rxjs';
import { navigate } from 'wouter/use-hash-location';
import { authWhenMade, preferencesWhenMade } from '../api/callsWhenMade';
import { appI18n } from '../i18n/appI18n';
import { switchLanguage } from '../i18n/switchLanguage';
import { persistSession } from '../machines/sessionPersistence';
import { persistPushRegistration } from '../push/pushRegistrationStore';
import type { AppState } from './AppStateContext';
import { firstScreenShown } from './firstScreen';
import { listenForPreloadErrors } from './screenLoader';

/** What the app does on its own, as the session and the plan check move. */
export const useAppEffects = ({ session, preloader, planCheck, push, http }: AppState): void => {
  const queryClient = useQueryClient();

  useEffect(() => persistSession(session, window.localStorage), [session]);
  useEffect(() => persistPushRegistration(push, window.localStorage), [push]);
  useEffect(() => listenForPreloadErrors(window), []);
  useEffect(() => {
    // A click on a system notification can wait for the first screen: its check (zod) comes after it.
    let unfollow: (() => void) | undefined;
    let stopped = false;
    void firstScreenShown.then(async () => {
      const { followPushClicks } = await import('../push/followPushClicks');
      if (!stopped) unfollow = followPushClicks(navigator.serviceWorker, navigate);
    });
    return () => {
      stopped = true;
      unfollow?.();
    };
  }, []);
  useEffect(() => {
    // Imported, with RxJS, once the first screen is shown rather than in the entry or beside its chunks: the
    // sign-in page opens no socket, and a live screen's socket comes with a chunk fetched later than this one.
    let subscription: Subscription | undefined;
    let stopped = false;
    void firstScreenShown.then(async () => {
      const { socketsClosedByServer$ } = await import('../streams/socketsClosedByServer');
      if (stopped) return;
      subscription = socketsClosedByServer$.subscribe((socket) => {
        // A revoked token answers 401, which signs the user out with the session-ended message. Asked of the
        // signed-in user, which a transporter's token may read as well as a shipper's.
        authWhenMade(http)
          .then((auth) => auth.me())
          .then(
            () => socket.connect(),
            () => undefined,
          );
      });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [http]);

  // A new sign-in (or a reload while signed in) checks the plan and registers for push; a sign-out drops
  // every cached answer and this browser's push registration.
  useEffect(() => {
    let lastToken: string | null = null;
    const onSession = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      const { token, userType, userId } = snapshot.context;
      const signedIn = snapshot.hasTag('authenticated');
      const current = signedIn ? token : '';
      if (current === lastToken) return;
      if (lastToken && !current) {
        queryClient.clear();
        push.send({ type: 'push.stop' });
      }
      lastToken = current;
      if (signedIn && userType !== null) planCheck.send({ type: 'plan.check', userType });
      // The user's own language follows them from browser to browser; unreadable, this browser's stays.
      if (signedIn)
        preferencesWhenMade(http)
          .then((preferences) => preferences.get())
          .then(
            ({ language }) => switchLanguage(appI18n, language),
            () => undefined,
          );
      // The machine itself leaves out the types that do not register (PUSH_USER_TYPES).
      if (signedIn && userType !== null && userId !== null)
        push.send({ type: 'push.start', userId, userType });
    };
    // subscribe() reports changes only: the restored session counts as a sign-in too.
    onSession(session.getSnapshot());
    const subscription = session.subscribe(onSession);
    return () => subscription.unsubscribe();
  }, [session, planCheck, push, queryClient, http]);

  useEffect(() => {
    const subscription = planCheck.subscribe((snapshot) => {
      preloader.send({
        type: snapshot.hasTag('busy') ? 'preloader.show' : 'preloader.hide',
        source: 'plan-check',
      });
    });
    return () => subscription.unsubscribe();
  }, [planCheck, preloader]);
};
