import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { FailureAlert } from '../components/FailureAlert';
import { PageHeader } from '../components/PageHeader';

/**
 * A record's screen while its record loads: a loader, then either the screen or a clear message when the record
 * is not the user's (404) or cannot be read. Every master's view and edit screens wait this one way.
 */
export function RecordGate<Row>({
  title,
  record,
  actions,
  children,
}: {
  title: string;
  record: UseQueryResult<Row>;
  /** Shown with the message (a way back to the list). */
  actions?: ReactNode;
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  if (record.isPending)
    return (
      <>
        <PageHeader title={title} />
        <Loader aria-label={t('common.state.loading')} data-testid="loading" />
      </>
    );
  if (record.isError)
    return (
      <>
        <PageHeader title={title} actions={actions} />
        <FailureAlert>
          {isApiError(record.error) && record.error.status === 404
            ? t('masters.form.notFound')
            : t('masters.form.loadFailed')}
        </FailureAlert>
      </>
    );
  return children(record.data);
}
