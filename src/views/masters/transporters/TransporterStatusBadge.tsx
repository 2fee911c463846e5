import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransporterLinkStatus } from '../../../domain/schemas/transporter';

/** Active or Blocked, as the industry's link to a transporter stands. */
export function TransporterStatusBadge({ status }: { status: TransporterLinkStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={status === 'active' ? 'teal' : 'red'}
      variant="light"
      // Never cut to "BLOCK…" in a narrow column: the word is the point.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="link-status"
    >
      {t(`transporters.status.${status}`)}
    </Badge>
  );
}
