import './popupStyles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Where the dialogs (`modals.open…`) and toasts (`notifications.show`) appear. Both are opened through their
 * stores from anywhere, so the hosts need no children: they sit beside the screens in a chunk of their own,
 * fetched beside the first screen's (App.tsx), and keep Mantine's modal, scroll lock, focus trap and transitions
 * off its weight. A toast shown before they arrive waits in its store; a dialog's open event would find no
 * listener, so they are not held back until after the first screen.
 */
export function PopupHosts() {
  return (
    <>
      <ModalsProvider />
      {/* At the foot: each page's actions sit at its top, and a toast there hides the next click (a pointer
          resting on it holds it open). News toasts choose a place free of controls (newsToasts.tsx). */}
      <Notifications position="bottom-right" />
    </>
  );
}
