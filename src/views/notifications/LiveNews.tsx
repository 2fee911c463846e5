import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Subject } from 'rxjs';
import { useLocation } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { useGuardSession } from '../../app/useGuardSession';
import { notificationTarget, pushTargetOf } from '../../domain/notificationTarget';
import { arrivingTogether } from '../../streams/arrivingTogether';
import { useIndustryNews } from '../../streams/useIndustryNews';
import { watchFormsInProgress } from './formInProgress';
import type { LiveNotification } from './liveNotification';
import { presentLive } from './livePresentation';
import { hideNewsToasts, showNewsToast } from './newsToasts';
import { NEWS_MAX_MS, NEWS_QUIET_MS } from './newsTogether';
import { notificationOfPush } from './notificationOfPush';
import { type LiveChannel, SameNotificationTwice } from './sameNotificationTwice';

const NewsDialog = lazy(() => import('./NewsDialog').then((module) => ({ default: module.NewsDialog })));

/**
 * The notifications that arrive while the app is open, by socket (`notification.new`) or by push, shown as
 * livePresentation.ts decides: toasts that block nothing, or for an action the user must take now the spec's
 * dialog (title and text, confirm opens the record or its list, cancel). A copy of one notification on both
 * channels is shown once, and what arrives together is decided together. News belongs to the page it arrived
 * on: a page change closes the dialog and the toasts.
 */
export function LiveNews() {
  const { t } = useTranslation();
  const { push, session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const { permissions } = useGuardSession();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<LiveNotification | null>(null);
  // What a batch is judged against is read when it closes, not when the listener was set up.
  const now = useRef({ location, permissions, t });
  now.current = { location, permissions, t };
  const arrivals = useMemo(() => new Subject<LiveNotification>(), []);
  const twins = useMemo(() => new SameNotificationTwice(), []);

  useEffect(() => {
    const forms = watchFormsInProgress();
    const subscription = arrivals.pipe(arrivingTogether(NEWS_QUIET_MS, NEWS_MAX_MS)).subscribe((batch) => {
      const { location: path, permissions: mine, t: words } = now.current;
      for (const shown of presentLive(batch, { path, formInProgress: forms.inProgress() })) {
        if (shown.kind === 'dialog') setIncoming(shown.notification);
        else showNewsToast(words, shown, mine);
      }
    });
    const leavePage = () => {
      setIncoming(null);
      hideNewsToasts();
    };
    window.addEventListener('hashchange', leavePage);
    return () => {
      subscription.unsubscribe();
      forms.stop();
      window.removeEventListener('hashchange', leavePage);
    };
  }, [arrivals]);

  // The list and the unread count follow every arrival; after a reconnect they are fetched again, since
  // news sent while the socket was down never comes, though nothing is shown for what was missed.
  const arrive = (notification: LiveNotification, channel: LiveChannel) => {
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    if (!twins.isTwin(notification, channel, Date.now())) arrivals.next(notification);
  };
  const arriveRef = useRef(arrive);
  arriveRef.current = arrive;
  useIndustryNews(token, ['notification.new'], (news) => {
    if (news.type === 'notification.new') arrive(news.payload, 'socket');
    else void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  });
  useEffect(() => {
    const subscription = push.on('notification.received', ({ message }) =>
      arriveRef.current(notificationOfPush(message, new Date()), 'push'),
    );
    return () => subscription.unsubscribe();
  }, [push]);

  // The dialog keeps the last notification's words while it closes: a dialog without its title has no name.
  const shownRef = useRef(incoming);
  if (incoming) shownRef.current = incoming;
  const shown = incoming ?? shownRef.current;
  const close = () => setIncoming(null);
  const confirm = () => {
    if (incoming) navigate(notificationTarget(pushTargetOf(incoming)));
    close();
  };
  // Nothing until the first dialog: its code comes with it (NewsDialog.tsx).
  return shown ? (
    <Suspense fallback={null}>
      <NewsDialog shown={shown} opened={incoming !== null} onClose={close} onConfirm={confirm} />
    </Suspense>
  ) : null;
}
