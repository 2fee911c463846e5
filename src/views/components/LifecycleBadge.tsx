import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lifecycleLabel } from '../../i18n/lifecycleLabel';
import { lifecycleColour } from './lifecycleColour';

/** A request, bid or order status as a coloured badge ("gate_in" reads "Gate in"). */
export function LifecycleBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={lifecycleColour(status)}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="status-badge"
      data-status={status}
    >
      {lifecycleLabel(t, status)}
    </Badge>
  );
}
