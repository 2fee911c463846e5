import { Paper, ScrollArea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { useFormat } from '../../i18n/useFormat';
import { RecordTable } from '../components/RecordTable';

/** The toll plazas the truck crossed, newest first, as FASTag reports them. */
export function TollCrossingsTable({ tolls }: { tolls: SharedOrder['tolls'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const newestFirst = [...tolls].reverse();
  return (
    <Paper withBorder radius="md" p="md" h="65vh" data-testid="share-tolls">
      <Title order={2} size="h4" mb="sm" id="share-tolls-title">
        {t('share.tolls.title', { count: tolls.length })}
      </Title>
      <ScrollArea h="calc(65vh - 80px)">
        <RecordTable
          rows={newestFirst}
          rowKey={(toll) => `${toll.at}-${toll.plazaName}`}
          rowTestId="share-toll-row"
          labelledBy="share-tolls-title"
          empty={t('share.tolls.none')}
          columns={[
            { header: t('share.tolls.time'), cell: (toll) => format.clock(toll.at) },
            {
              header: t('share.tolls.plaza'),
              cell: (toll) => `${toll.plazaName}${toll.laneDirection ? ` (${toll.laneDirection})` : ''}`,
            },
          ]}
        />
      </ScrollArea>
    </Paper>
  );
}
