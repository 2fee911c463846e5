import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { useCanOpen } from '../../app/useCanOpen';
import type { Direction } from '../../domain/statuses';
import { linkTo } from '../../routes/links';

/** New request and spot indent, for users who may add requests in an industry that allows them. */
export function NewRequestButtons({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const allowed = useSelector(session, (s) => s.context.canAddRequest) === 'true';
  const newHref = linkTo('request-new', { direction });
  const mayOpen = useCanOpen(newHref);
  if (!allowed || !mayOpen) return null;
  return (
    <>
      <Button
        component={Link}
        href={linkTo('request-spot-indent', { direction, spotIndent: 'new' })}
        variant="light"
        color="orange"
        data-testid="new-spot-indent"
      >
        {t('requests.list.spotIndent')}
      </Button>
      <Button component={Link} href={newHref} data-testid="new-request">
        {t('requests.list.newRequest')}
      </Button>
    </>
  );
}
