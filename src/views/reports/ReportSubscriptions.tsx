import { Button, Group, Loader, SegmentedControl, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formOptionsApi, formOptionsQuery } from '../../api/formOptions';
import { insightApi, reportSubscriptionsQuery } from '../../api/insight';
import { useAppState } from '../../app/AppStateContext';
import { useApi } from '../../app/useApi';
import {
  type InsightFilters,
  type ReportKind,
  type ReportSubscription,
  WEEKDAYS,
} from '../../domain/schemas/insight';
import { errorText } from '../components/errorText';
import { RecordTable } from '../components/RecordTable';
import { SectionCard } from '../components/SectionCard';
import { usePlantOptions } from '../components/usePlantOptions';
import { QueryErrorAlert } from '../tracking/QueryErrorAlert';

type Weekday = (typeof WEEKDAYS)[number];
type MailFormat = ReportSubscription['format'];

const MAIL_FORMATS: readonly MailFormat[] = ['xlsx', 'pdf'];

/**
 * "E-mail me this report weekly": the report on screen with its plant and transporter, on a chosen weekday, as
 * Excel or PDF; beneath, every weekly e-mail the user has asked for, each removable after a confirmation.
 */
export function ReportSubscriptions({ kind, filters }: { kind: ReportKind; filters: InsightFilters }) {
  const { t, i18n } = useTranslation();
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const insight = useApi(insightApi);
  const token = useSelector(session, (s) => s.context.token);
  const queryClient = useQueryClient();
  const list = useQuery(reportSubscriptionsQuery(insight, token));
  const plants = usePlantOptions();
  const options = useQuery(formOptionsQuery(formOptions, token));
  const [weekday, setWeekday] = useState<Weekday>('mon');
  const [format, setFormat] = useState<MailFormat>('xlsx');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['insight', 'subscriptions'] });
  const failed = (error: Error) => notifications.show({ color: 'red', message: errorText(i18n, error) });

  const subscribe = useMutation({
    mutationFn: () =>
      insight.subscribe({
        kind,
        weekday,
        format,
        plant: filters.plant,
        transporter: filters.transporter,
      }),
    onSuccess: (created) => {
      notifications.show({
        color: 'teal',
        message: t('insight.subscriptions.created', {
          report: t(`insight.reports.${created.kind}`),
          weekday: t(`insight.weekdays.${created.weekday}`),
        }),
      });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (subscription: ReportSubscription) => insight.unsubscribe(subscription.id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('insight.subscriptions.deleted') });
      return refresh();
    },
    onError: failed,
  });

  const plantName = (id: number | undefined) =>
    id === undefined
      ? t('insight.subscriptions.allPlants')
      : (plants.find((p) => p.value === String(id))?.label ?? `#${id}`);
  const transporterName = (id: number | undefined) =>
    id === undefined
      ? t('insight.subscriptions.allTransporters')
      : (options.data?.transporters.find((tr) => tr.id === id)?.name ?? `#${id}`);
  const describe = (s: ReportSubscription) =>
    t('insight.subscriptions.describe', {
      report: t(`insight.reports.${s.kind}`),
      weekday: t(`insight.weekdays.${s.weekday}`),
    });
  const confirmRemove = (s: ReportSubscription) =>
    modals.openConfirmModal({
      title: t('common.spec.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('insight.subscriptions.confirmDelete', { what: describe(s) })}</Text>,
      labels: { confirm: t('common.actions.delete'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'subscription-delete-confirm' },
      onConfirm: () => remove.mutate(s),
    });

  return (
    <SectionCard
      title={t('insight.subscriptions.title')}
      description={t('insight.subscriptions.description', {
        report: t(`insight.reports.${kind}`),
        plant: plantName(filters.plant),
        transporter: transporterName(filters.transporter),
      })}
      testId="report-subscriptions"
    >
      <Stack gap="lg" mt="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('insight.subscriptions.weekday')}
            data={WEEKDAYS.map((value) => ({ value, label: t(`insight.weekdays.${value}`) }))}
            value={weekday}
            onChange={(value) => value && setWeekday(value as Weekday)}
            allowDeselect={false}
            w={180}
            data-testid="subscription-weekday"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="subscription-format-label">
              {t('insight.subscriptions.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="subscription-format-label"
              data={MAIL_FORMATS.map((value) => ({
                value,
                label: t(`insight.subscriptions.formats.${value}`),
              }))}
              value={format}
              onChange={(value) => setFormat(value as MailFormat)}
              data-testid="subscription-format"
            />
          </Stack>
          <Button
            onClick={() => subscribe.mutate()}
            loading={subscribe.isPending}
            data-testid="subscription-create"
          >
            {t('insight.subscriptions.submit')}
          </Button>
        </Group>
        {list.isPending ? (
          <Loader size="sm" aria-label={t('common.state.loading')} />
        ) : list.isError ? (
          <QueryErrorAlert
            title={t('insight.subscriptions.loadError')}
            error={list.error}
            retry={() => list.refetch()}
          />
        ) : (
          <RecordTable
            rows={list.data}
            rowKey={(s) => s.id}
            label={t('insight.subscriptions.listLabel')}
            minWidth={560}
            empty={t('insight.subscriptions.empty')}
            testId="subscription-list"
            emptyTestId="subscription-list-empty"
            rowTestId="subscription-row"
            columns={[
              {
                header: t('insight.subscriptions.report'),
                cell: (s) => t(`insight.reports.${s.kind}`),
              },
              { header: t('insight.subscriptions.weekday'), cell: (s) => t(`insight.weekdays.${s.weekday}`) },
              {
                header: t('insight.subscriptions.format'),
                cell: (s) => t(`insight.subscriptions.formats.${s.format}`),
              },
              { header: t('insight.subscriptions.plant'), cell: (s) => plantName(s.plant) },
              { header: t('insight.subscriptions.transporter'), cell: (s) => transporterName(s.transporter) },
              {
                header: <VisuallyHidden>{t('common.actions.delete')}</VisuallyHidden>,
                cell: (s) => (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => confirmRemove(s)}
                    aria-label={t('insight.subscriptions.deleteOf', { what: describe(s) })}
                    data-testid="subscription-delete"
                  >
                    {t('common.actions.delete')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
