import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '../../domain/schemas/requests';
import { formatDateTime } from '../components/formatDateTime';

type WindowLimits = Pick<
  RequestDetail,
  'status' | 'biddingHardCloseAt' | 'extensionsUsed' | 'maxExtensions' | 'extensionMinutes'
>;

/**
 * How far late bids may still push a request's close: while it takes bids, the hard close and the extensions
 * used; afterwards, how many it took. A draft says nothing, as its policy is fixed only when published.
 */
export function WindowLimitNote({ request }: { request: WindowLimits }) {
  const { t } = useTranslation();
  if (request.status === 'draft') return null;
  const open = request.status === 'open';
  return (
    <Text span size="sm" c="dimmed" data-testid="window-limit" data-extensions-used={request.extensionsUsed}>
      {open ? `${t('requests.window.latest', { time: formatDateTime(request.biddingHardCloseAt) })} · ` : ''}
      {request.maxExtensions === 0
        ? t('requests.window.noExtensions')
        : t('requests.window.extensions', { used: request.extensionsUsed, max: request.maxExtensions })}
    </Text>
  );
}
