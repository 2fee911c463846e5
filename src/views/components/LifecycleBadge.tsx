import { Badge } from '@mantine/core';
import { lifecycleColour, lifecycleLabel } from './lifecycleLabel';

/** A request, bid or order status as a coloured badge ("gate_in" reads "Gate in"). */
export function LifecycleBadge({ status }: { status: string }) {
  return (
    <Badge
      color={lifecycleColour(status)}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="status-badge"
      data-status={status}
    >
      {lifecycleLabel(status)}
    </Badge>
  );
}
