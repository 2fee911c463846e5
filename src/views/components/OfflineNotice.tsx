import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './OfflineNotice.module.css';

const followConnection = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * While the browser has no connection, a bar at the foot of every screen says so plainly: what is on screen
 * is the last data it had, and nothing can be saved until the connection returns. Loaded lazily (App.tsx)
 * and kept by the service worker, so it shows on a start without a connection too; plain elements, so that
 * its chunk shares no component with the first screens' and leaves their chunks as they are.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(followConnection, () => navigator.onLine);
  if (online) return null;
  const notice = t('components.offline.notice');
  return (
    <>
      <div className={classes.room} aria-hidden>
        {notice}
      </div>
      <div className={classes.bar} role="status" data-testid="offline-notice">
        {notice}
      </div>
    </>
  );
}
