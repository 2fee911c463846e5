import { Anchor } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { clientContactsApi } from '../../../api/clientContacts';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useCanOpen } from '../../../app/useCanOpen';
import { CONTACT_SORTS, type PartyContactRow } from '../../../domain/schemas/party';
import { linkTo } from '../../../routes/links';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn, DataTableQuery } from '../../components/dataTableTypes';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../transfer/ExportButton';

const orDash = (value: string | null) => value ?? '—';

/** The table's page and the export ask for the same list: the same search and sort. */
const listParams = (query: DataTableQuery) => ({
  sort: CONTACT_SORTS.find((s) => s === query.sort),
  order: query.order,
  search: query.search,
});

/** `/client-contact`: every contact of every client in one server-paged list, searched by person or client. */
export function ClientContactsPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { session } = useAppState();
  const api = useApi(clientContactsApi);
  const token = useSelector(session, (s) => s.context.token);
  const mayViewClients = useCanOpen(linkTo('client-view', { id: 1 }));

  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      api.list({ ...listParams(query), page: query.page, pageSize: query.pageSize }, signal),
    [api],
  );

  const columns: DataTableColumn<PartyContactRow>[] = [
    { key: 'name', header: t('parties.contacts.name'), sortable: true, render: (c) => c.name },
    {
      key: 'designation',
      header: t('parties.contacts.designation'),
      sortable: true,
      render: (c) => orDash(c.designation),
    },
    {
      key: 'email',
      header: t('parties.contacts.email'),
      render: (c) =>
        c.email ? (
          <Anchor size="sm" href={`mailto:${c.email}`}>
            {c.email}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'mobile',
      header: t('parties.contacts.mobile'),
      render: (c) =>
        c.mobile ? (
          <Anchor size="sm" href={`tel:+91${c.mobile}`}>
            {c.mobile}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'party',
      header: t('parties.contactList.client'),
      sortable: true,
      render: (c) =>
        mayViewClients ? (
          <Anchor size="sm" component={Link} href={linkTo('client-view', { id: c.party.id })}>
            {c.party.name}
          </Anchor>
        ) : (
          c.party.name
        ),
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('parties.contactList.description')} />
      <DataTable
        label={title}
        columns={columns}
        queryKey={['clients', 'contacts', token]}
        fetchPage={fetchPage}
        rowKey={(c) => c.id}
        initialSort={{ key: 'name', order: 'asc' }}
        filters={{ search: { placeholder: t('parties.contactList.search') } }}
        toolbar={(query) => <ExportButton list="/api/client-contacts" params={listParams(query)} />}
      />
    </>
  );
}
