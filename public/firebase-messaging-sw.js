// Freightdesk push worker. Firebase Cloud Messaging delivers through the standard Push API, so this worker needs
// no Firebase code (and loads nothing from other origins, which the CSP forbids): it receives the push FCM
// sends, shows it as a system notification when no page of the app is visible, and otherwise hands it to the
// visible page, which opens its own notification dialog. The message names match src/push/foregroundPush.ts.
const PUSH_RECEIVED = 'freightdesk.push.received';
const PUSH_OPENED = 'freightdesk.push.opened';
const FALLBACK_LINK = '/#/notification';

const appWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** FCM's web push body: { data, notification, from, fcmMessageId, collapse_key, fcmOptions }. */
const readPush = (event) => {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return {};
  }
};

/** Only links inside the app are followed, whatever a message says. */
const linkOf = (payload) => {
  const link = payload.data?.link;
  return typeof link === 'string' && link.startsWith('/#/') ? link : FALLBACK_LINK;
};

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  event.waitUntil(
    appWindows().then((windows) => {
      const visible = windows.filter((w) => w.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const w of visible) w.postMessage({ type: PUSH_RECEIVED, payload });
        return undefined;
      }
      const title = payload.notification?.title ?? payload.data?.title ?? 'Freightdesk';
      return self.registration.showNotification(title, {
        body: payload.notification?.body ?? payload.data?.msg ?? '',
        icon: payload.notification?.icon ?? payload.notification?.image,
        tag: payload.collapse_key,
        data: { link: linkOf(payload) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data?.link ?? FALLBACK_LINK;
  event.waitUntil(
    appWindows().then((windows) => {
      // This worker controls no page (its scope is its own), so it cannot navigate one: the focused page
      // follows the link itself.
      const open = windows[0];
      if (!open) return self.clients.openWindow(link);
      open.postMessage({ type: PUSH_OPENED, link });
      return open.focus();
    }),
  );
});
