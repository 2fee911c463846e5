import { Alert, Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../../app/useApi';
import { useCanOpen } from '../../../app/useCanOpen';
import type { Party, PartyKind } from '../../../domain/schemas/party';
import { linkTo } from '../../../routes/links';
import { DetailField } from '../../components/DetailField';
import { formatDate } from '../../components/formatDate';
import { MapSection } from '../../components/map/MapSection';
import { PageHeader } from '../../components/PageHeader';
import { RecordTable } from '../../components/RecordTable';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordGate } from '../RecordGate';
import { PARTY_ROUTES, partyApiOf } from './partyKinds';

const PartyPinsMap = lazy(() => import('./PartyPinsMap').then((m) => ({ default: m.PartyPinsMap })));

const orDash = (value: ReactNode) => value || '—';

function Details({ party, kind }: { party: Party; kind: PartyKind }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <DetailField label={t('parties.fields.code')}>{party.code}</DetailField>
        <DetailField label={t('parties.fields.gstin')}>{orDash(party.gstin)}</DetailField>
        <DetailField label={t('parties.fields.email')}>
          {party.email ? (
            <Anchor size="sm" href={`mailto:${party.email}`}>
              {party.email}
            </Anchor>
          ) : (
            '—'
          )}
        </DetailField>
        <DetailField label={t('parties.fields.phone')}>
          {party.phone ? (
            <Anchor size="sm" href={`tel:${party.phone.replace(/[^\d+]/g, '')}`}>
              {party.phone}
            </Anchor>
          ) : (
            '—'
          )}
        </DetailField>
        {kind === 'client' ? (
          <DetailField label={t('parties.fields.business')}>{party.business?.name ?? '—'}</DetailField>
        ) : null}
        <DetailField label={t('parties.columns.status')}>
          <StatusBadge status={party.status} />
        </DetailField>
        <DetailField label={t('parties.columns.created')}>{formatDate(party.createdAt)}</DetailField>
      </SimpleGrid>
    </Card>
  );
}

function Addresses({ party }: { party: Party }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('parties.view.addresses', { n: party.addresses.length })}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" data-testid="view-addresses">
            {party.addresses.map((a, index) => (
              <div key={a.id} data-testid={`view-address-${index}`}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {a.label}
                  </Text>
                  {index === 0 ? (
                    <Badge variant="light" size="sm">
                      {t('parties.addresses.main')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{a.address}</Text>
                <Text size="sm" c="dimmed">
                  {a.city}, {a.state} {a.pincode}
                </Text>
                {a.pinSource === 'city' ? (
                  <Alert
                    color="yellow"
                    variant="light"
                    mt={4}
                    p="xs"
                    data-testid={`view-address-${index}-city-centre`}
                  >
                    {t('components.pinLocality.cityCentre')}
                  </Alert>
                ) : null}
              </div>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MapSection height={340}>
            <PartyPinsMap pins={party.addresses} height={340} />
          </MapSection>
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}

function Contacts({ party }: { party: Party }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('parties.contacts.title')}>
      <RecordTable
        rows={party.contacts}
        rowKey={(c) => c.id}
        minWidth={560}
        label={t('parties.contacts.title')}
        testId="view-contacts"
        empty={t('parties.contacts.none')}
        emptyTestId="view-no-contacts"
        columns={[
          { header: t('parties.contacts.name'), cell: (c) => c.name },
          { header: t('parties.contacts.designation'), cell: (c) => orDash(c.designation) },
          {
            header: t('parties.contacts.email'),
            cell: (c) =>
              orDash(
                c.email && (
                  <Anchor size="sm" href={`mailto:${c.email}`}>
                    {c.email}
                  </Anchor>
                ),
              ),
          },
          {
            header: t('parties.contacts.mobile'),
            cell: (c) =>
              orDash(
                c.mobile && (
                  <Anchor size="sm" href={`tel:+91${c.mobile}`}>
                    {c.mobile}
                  </Anchor>
                ),
              ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** One client or vendor: its details, its addresses with their pins on a map, and its contacts. */
export function PartyViewPage({ kind, id, title }: { kind: PartyKind; id: number; title: string }) {
  const { t } = useTranslation();
  const api = useApi(partyApiOf(kind));
  const routes = PARTY_ROUTES[kind];
  const editLink = linkTo(routes.edit, { id });
  const mayEdit = useCanOpen(editLink);
  const party = useQuery({
    queryKey: [`${kind}s`, 'record', id, 'view'],
    queryFn: ({ signal }) => api.get(id, signal),
  });
  const back = (
    <Button component={Link} href={linkTo(routes.list)} variant="default">
      {t('parties.view.back')}
    </Button>
  );

  return (
    <RecordGate title={title} record={party} actions={back}>
      {(record) => (
        <Stack gap="lg" data-testid="party-view">
          <PageHeader
            title={record.name}
            description={t(`parties.${kind}.viewDescription`, { code: record.code })}
            actions={
              <>
                {back}
                {mayEdit ? (
                  <Button component={Link} href={editLink} data-testid="edit">
                    {t('common.actions.edit')}
                  </Button>
                ) : null}
              </>
            }
          />
          <Details party={record} kind={kind} />
          <Addresses party={record} />
          <Contacts party={record} />
        </Stack>
      )}
    </RecordGate>
  );
}
