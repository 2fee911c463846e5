import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '../../domain/schemas/tracking';
import { useFormat } from '../../i18n/useFormat';

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
      {tolls.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('share.tolls.none')}
        </Text>
      ) : (
        <ScrollArea h="calc(65vh - 80px)">
          <Table striped aria-labelledby="share-tolls-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('share.tolls.time')}</Table.Th>
                <Table.Th>{t('share.tolls.plaza')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newestFirst.map((toll) => (
                <Table.Tr key={`${toll.at}-${toll.plazaName}`} data-testid="share-toll-row">
                  <Table.Td>{format.clock(toll.at)}</Table.Td>
                  <Table.Td>
                    {toll.plazaName}
                    {toll.laneDirection ? ` (${toll.laneDirection})` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
