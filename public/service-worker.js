// Freightdesk's one service worker, at the root scope: it keeps the app's shell for a phone that lost its
// connection, and takes the pushes Firebase Cloud Messaging sends. One worker, not two: a second registration
// beside it would be a second update cycle to reason about, and a push worker of its own scope controls no page.
//
// The shell: the build (scripts/appShell.ts) writes the list of files the first screens load into SHELL below,
// with a version named after them, so every build is a new worker. In development SHELL stays null and the
// worker leaves every request to the network (Vite serves modules that change as they are edited).
const SHELL = null;
const CACHE_PREFIX = 'freightdesk-shell-';
const CACHE = SHELL ? `${CACHE_PREFIX}${SHELL.version}` : null;

self.addEventListener('install', (event) => {
  if (!CACHE) return;
  // `reload`: the shell as the server has it now, not a copy the HTTP cache kept.
  const requests = SHELL.files.map((file) => new Request(file, { cache: 'reload' }));
  // A new version takes over as soon as it holds its shell: the old one's files leave with it (activate).
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // The page that installed the worker is served by it from now on, not from its next load.
      .then(() => self.clients.claim()),
  );
});

/** The API and the socket are live data: never answered from, nor written to, the cache. */
const LIVE = /^\/(api|socket\.io)(\/|$)/;

/** Hashed build files never change under their name: the cached copy is the file. */
const cacheFirst = async (request) => {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

/**
 * A page load goes to the server first, so that a new build shows at once; without a connection it gets the
 * shell this version cached (the app routes by hash: every page is index.html).
 */
const networkFirstShell = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/', { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
};

/** The manifest and icons: fresh when the server answers, this version's copy when it does not. */
const networkFirst = async (request) => {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!CACHE || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || LIVE.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (SHELL.files.includes(url.pathname)) event.respondWith(networkFirst(request));
});

// Push. Firebase Cloud Messaging delivers through the standard Push API, so this worker needs no Firebase code
// (and loads nothing from other origins, which the CSP forbids): it receives the push FCM sends, shows it as a
// system notification when no page of the app is visible, and otherwise hands it to the visible page, which
// opens its own notification dialog. The message names match src/push/foregroundPush.ts.
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
      // The focused page follows the link itself: the app routes by hash, so it moves without a reload.
      const open = windows[0];
      if (!open) return self.clients.openWindow(link);
      open.postMessage({ type: PUSH_OPENED, link });
      return open.focus();
    }),
  );
});
