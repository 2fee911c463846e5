import { Badge } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../app/AppStateContext';
import type { ConnectionState } from '../../streams/connection';
import { useAppConnection } from '../../streams/useAppConnection';

const COLOR: Record<ConnectionState, string> = {
  connected: 'teal',
  connecting: 'gray',
  disconnected: 'orange',
};
const LABEL = {
  connected: 'common.state.live',
  connecting: 'common.state.connecting',
  disconnected: 'common.state.reconnecting',
} as const satisfies Record<ConnectionState, string>;

/**
 * Whether a live screen is being kept current ("Live", "Reconnecting…"); announced politely to screen readers
 * when it changes. Every live screen shows one.
 */
export function ConnectionBadge({
  state,
  testId = 'connection-state',
}: {
  state: ConnectionState;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[state]} variant="dot" size="lg" role="status" aria-live="polite" data-testid={testId}>
      {t(LABEL[state])}
    </Badge>
  );
}

/** The badge of a screen kept current by the session's socket (bids, requests, an order, notifications). */
export function AppConnectionBadge() {
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  return <ConnectionBadge state={useAppConnection(token)} />;
}
