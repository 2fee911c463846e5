import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { decideRoute } from '../routes/routeGuard';
import { ROUTES } from '../routes/routeTable';
import { routeTitle } from '../routes/routeTitle';
import { BareLayout } from '../views/layout/BareLayout';
import { useAppState } from './AppStateContext';
import { FirstScreenMark } from './firstScreen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenFallback } from './ScreenFallback';
import { lazyScreen } from './screenLoader';
import { screenOf } from './screens';
import { useGuardSession } from './useGuardSession';
import { useRouteChangeEffects } from './useRouteChangeEffects';

// The signed-in frame carries the date picker and the rest of the header: the sign-in page does without it.
const MainLayout = lazyScreen(
  'main-layout',
  () => import('../views/layout/MainLayout').then((m) => m.MainLayout),
  {
    texts: 'frame',
  },
);
// A transporter's frame: its portal's own header and tabs, none of the shipper's.
const PortalLayout = lazyScreen('portal-layout', () =>
  import('../views/portal/PortalLayout').then((m) => m.PortalLayout),
);

/** Renders the screen of the current hash location, or follows the guard's redirect. */
export function RouterView() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { session } = useAppState();
  const inPortal = useSelector(session, (s) => s.hasTag('transporterPortal'));
  const guardSession = useGuardSession();
  const decision = useMemo(() => decideRoute(ROUTES, location, guardSession), [location, guardSession]);
  useRouteChangeEffects(location);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.rememberPath)
      session.send({ type: 'session.returnPathRemember', path: decision.rememberPath });
    navigate(decision.to, { replace: true });
    // Forgotten only after leaving, so the guard never sees the login page without a destination.
    if (decision.consumeReturnPath) session.send({ type: 'session.returnPathConsume' });
  }, [decision, navigate, session]);

  const title = decision.kind === 'redirect' ? null : routeTitle(t, decision.route);
  // The browser's tab and history name the screen in the language on screen, like its heading.
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);

  if (decision.kind === 'redirect' || title === null) return null;
  const { route, params } = decision;
  const Screen = screenOf(route.id);
  const content = (
    <ScreenErrorBoundary key={route.pattern}>
      <Suspense fallback={<ScreenFallback />}>
        <Screen params={params} title={title} direction={route.direction} />
        <FirstScreenMark />
      </Suspense>
    </ScreenErrorBoundary>
  );
  const withChrome = route.access === 'private' || (route.access === 'any' && guardSession.loggedIn);
  if (!withChrome) return <BareLayout>{content}</BareLayout>;
  const Layout = inPortal ? PortalLayout : MainLayout;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenFallback />}>
        <Layout>{content}</Layout>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
