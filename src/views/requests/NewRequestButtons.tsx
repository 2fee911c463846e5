import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { useCanOpen } from '../../app/useCanOpen';
import type { Direction } from '../../domain/statuses';
import { requestPaths } from './requestPaths';

/** New request and spot indent, for users who may add requests in an industry that allows them. */
export function NewRequestButtons({ direction }: { direction: Direction }) {
  const { session } = useAppState();
  const allowed = useSelector(session, (s) => s.context.canAddRequest) === 'true';
  const mayOpen = useCanOpen(requestPaths.create(direction));
  if (!allowed || !mayOpen) return null;
  return (
    <>
      <Button
        component={Link}
        href={requestPaths.spotIndent(direction)}
        variant="light"
        color="orange"
        data-testid="new-spot-indent"
      >
        Spot indent
      </Button>
      <Button component={Link} href={requestPaths.create(direction)} data-testid="new-request">
        New request
      </Button>
    </>
  );
}
