import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { decideRoute, type RouteDecision, sameRender } from '../routes/routeGuard';
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
  const decision = useSteadyDecision(
    useMemo(() => decideRoute(ROUTES, location, guardSession), [location, guardSession]),
  );
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

  const withChrome =
    decision.kind === 'render' &&
    (decision.route.access === 'private' || (decision.route.access === 'any' && guardSession.loggedIn));
  // The same tree while the decision, the title and the frame stay: a change in the session that leaves them
  // (the plan checked, the permissions fetched again, often while the frame's chunk is still on its way) then
  // does not render the frame and the screen again, in one synchronous task that the session's update forces.
  return useMemo(
    () =>
      decision.kind === 'redirect' || title === null
        ? null
        : screenTree(decision, title, withChrome, inPortal),
    [decision, title, withChrome, inPortal],
  );
}

/** The decision of the last render, kept while a new one renders the same route with the same parameters. */
function useSteadyDecision(latest: RouteDecision): RouteDecision {
  const [steady, setSteady] = useState(latest);
  if (steady !== latest && !sameRender(steady, latest)) {
    setSteady(latest);
    return latest;
  }
  return steady;
}

function screenTree(
  { route, params }: Extract<RouteDecision, { kind: 'render' }>,
  title: string,
  withChrome: boolean,
  inPortal: boolean,
): ReactNode {
  const Screen = screenOf(route.id);
  const content = (
    <ScreenErrorBoundary key={route.pattern}>
      <Suspense fallback={<ScreenFallback />}>
        <Screen params={params} title={title} direction={route.direction} />
        <FirstScreenMark />
      </Suspense>
    </ScreenErrorBoundary>
  );
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
