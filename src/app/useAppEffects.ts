import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { persistSession } from '../machines/sessionPersistence';
import type { AppState } from './AppStateContext';
import { listenForPreloadErrors } from './screenLoader';

/** What the app does on its own, as the session and the plan check move. */
export const useAppEffects = ({ session, preloader, planCheck }: AppState): void => {
  const queryClient = useQueryClient();

  useEffect(() => persistSession(session, window.localStorage), [session]);
  useEffect(() => listenForPreloadErrors(window), []);

  // A new sign-in (or a reload while signed in) checks the plan; a sign-out drops every cached answer.
  useEffect(() => {
    let lastToken: string | null = null;
    const onSession = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      const { token, userType } = snapshot.context;
      const signedIn = snapshot.hasTag('authenticated');
      const current = signedIn ? token : '';
      if (current === lastToken) return;
      if (lastToken && !current) queryClient.clear();
      lastToken = current;
      if (signedIn && userType !== null) planCheck.send({ type: 'plan.check', userType });
    };
    // subscribe() reports changes only: the restored session counts as a sign-in too.
    onSession(session.getSnapshot());
    const subscription = session.subscribe(onSession);
    return () => subscription.unsubscribe();
  }, [session, planCheck, queryClient]);

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
