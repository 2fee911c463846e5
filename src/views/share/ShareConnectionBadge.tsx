import { Badge } from '@mantine/core';
import type { ShareConnection } from './useSharedOrder';

const LOOK: Record<ShareConnection, { color: string; text: string }> = {
  connecting: { color: 'gray', text: 'Connecting…' },
  live: { color: 'green', text: 'Live' },
  reconnecting: { color: 'orange', text: 'Connection lost, reconnecting…' },
};

/** Whether the page is still being kept current; announced politely to screen readers when it changes. */
export function ShareConnectionBadge({ connection }: { connection: ShareConnection }) {
  const { color, text } = LOOK[connection];
  return (
    <Badge color={color} variant="dot" role="status" aria-live="polite" data-testid="share-connection">
      {text}
    </Badge>
  );
}
