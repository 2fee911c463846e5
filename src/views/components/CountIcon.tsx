import { Indicator } from '@mantine/core';
import { LineIcon } from './LineIcon';

/** A header icon with the count of what waits unread on it (hidden at none, "99+" beyond 99). */
export function CountIcon({ path, count, testId }: { path: string; count: number; testId: string }) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={16}
      color="red"
      offset={2}
      data-testid={testId}
      data-count={count}
    >
      <LineIcon path={path} size={20} />
    </Indicator>
  );
}
