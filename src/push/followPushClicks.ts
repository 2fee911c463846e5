import { OpenedPush } from './foregroundPush';

/**
 * A click on a system notification focuses an open page of the app and asks it to open the notification's
 * link (the push worker controls no page, so it cannot navigate one itself). Returns the unsubscribe.
 */
export const followPushClicks = (
  container: ServiceWorkerContainer | undefined,
  navigate: (path: string) => void,
): (() => void) => {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    const opened = OpenedPush.safeParse(event.data);
    // '/#/order/outbound/31' → '/order/outbound/31' for the hash router.
    if (opened.success) navigate(opened.data.link.slice(2));
  };
  container.addEventListener('message', onMessage);
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
};
