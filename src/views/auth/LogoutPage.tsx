import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import { linkTo } from '../../routes/links';

/** Revokes the token on the server, clears the session and returns to sign-in. */
export function LogoutPage() {
  const { session, preloader } = useAppState();
  const api = useApi(authApi);
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; one revocation is enough.
    if (started.current) return;
    started.current = true;
    preloader.send({ type: 'preloader.show', source: 'logout' });
    api
      .logout()
      // A token the server no longer knows is signed out already: clear the session either way.
      .catch((error: unknown) => console.warn('Sign-out call failed', error))
      .finally(() => {
        session.send({ type: 'session.logout' });
        preloader.send({ type: 'preloader.hide', source: 'logout' });
        navigate(linkTo('login'), { replace: true });
      });
  }, [api, session, preloader, navigate]);

  return null;
}
