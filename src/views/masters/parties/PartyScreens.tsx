import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { businessesApi } from '../../../api/businesses';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useGuardSession } from '../../../app/useGuardSession';
import { PARTY_SORTS, type Party, PartyInput, type PartyKind } from '../../../domain/schemas/party';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { AddressesSection } from './AddressesSection';
import { ContactsSection } from './ContactsSection';
import { PartyViewPage } from './PartyViewPage';
import { newParty, type PartyValues, partyValues } from './partyFormValues';
import { PARTY_ROUTES, partyApiOf } from './partyKinds';

/** "Pune", or "Pune +2" for a party with three addresses: its main city, and how many more it has. */
export const citiesText = (party: Party) => {
  const [main, ...more] = party.addresses;
  if (!main) return '—';
  return more.length > 0 ? `${main.city} +${more.length}` : main.city;
};

const columns =
  (kind: PartyKind) =>
  (t: TFunction): readonly DataTableColumn<Party>[] => [
    { key: 'code', header: t('parties.columns.code'), sortable: true, width: 110, render: (p) => p.code },
    {
      key: 'name',
      header: t('parties.columns.name'),
      sortable: true,
      width: 240,
      render: (p) => (
        <>
          <Text size="sm" fw={500}>
            {p.name}
          </Text>
          {kind === 'client' && p.business ? (
            <Text size="xs" c="dimmed">
              {p.business.name}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'city', header: t('parties.columns.city'), sortable: true, render: citiesText },
    { key: 'gstin', header: t('parties.columns.gstin'), render: (p) => p.gstin ?? '—' },
    { key: 'phone', header: t('parties.columns.phone'), render: (p) => p.phone ?? '—' },
    {
      key: 'status',
      header: t('parties.columns.status'),
      render: (p) => <StatusBadge status={p.status} />,
    },
    {
      key: 'createdAt',
      header: t('parties.columns.created'),
      sortable: true,
      width: 120,
      render: (p) => formatDate(p.createdAt),
    },
  ];

function PartyList({ kind, title }: { kind: PartyKind; title: string }) {
  const { t } = useTranslation();
  const api = useApi(partyApiOf(kind));
  const routes = PARTY_ROUTES[kind];
  return (
    <MasterListPage<Party>
      title={title}
      description={t(`parties.${kind}.description`)}
      resource={`${kind}s`}
      exportList={`/api/${kind}s`}
      api={api}
      columns={columns(kind)}
      sorts={PARTY_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('parties.search')}
      editPermission={`edit-${kind}`}
      nameOf={(p) => p.name}
      links={{
        add: linkTo(routes.add),
        import: linkTo(routes.import),
        view: (p) => linkTo(routes.view, { id: p.id }),
        edit: (p) => linkTo(routes.edit, { id: p.id }),
      }}
    />
  );
}

/** The industry's business units to serve a client, for those who may read them; none offered otherwise. */
function useBusinessOptions(kind: PartyKind) {
  const api = useApi(businessesApi);
  const allowed = useGuardSession().permissions.includes('list-business') && kind === 'client';
  const units = useQuery({
    queryKey: ['businesses', 'options'],
    queryFn: ({ signal }) => api.list({ status: 'active', sort: 'name', pageSize: 100 }, signal),
    enabled: allowed,
    staleTime: 60_000,
  });
  return allowed ? (units.data?.rows ?? []).map((b) => ({ value: String(b.id), label: b.name })) : null;
}

function fields(
  t: TFunction,
  businesses: { value: string; label: string }[] | null,
): readonly FieldSpec<PartyValues>[] {
  return [
    {
      key: 'code',
      kind: 'text',
      label: t('parties.fields.code'),
      description: t('parties.fields.codeHint'),
      required: true,
    },
    { key: 'name', kind: 'text', label: t('parties.fields.name'), required: true },
    {
      key: 'gstin',
      kind: 'text',
      label: t('parties.fields.gstin'),
      description: t('parties.fields.gstinHint'),
    },
    ...(businesses
      ? [
          {
            key: 'businessId',
            kind: 'select',
            label: t('parties.fields.business'),
            placeholder: t('parties.fields.businessPlaceholder'),
            options: businesses,
          } as const,
        ]
      : []),
    { key: 'email', kind: 'email', label: t('parties.fields.email') },
    { key: 'phone', kind: 'tel', label: t('parties.fields.phone') },
  ];
}

function PartyForm({ kind, title, id }: { kind: PartyKind; title: string; id?: number }) {
  const { t } = useTranslation();
  const businesses = useBusinessOptions(kind);
  const partyApi = useApi(partyApiOf(kind));
  return (
    <MasterFormPage
      title={title}
      resource={`${kind}s`}
      schema={PartyInput}
      fields={fields(t, businesses)}
      sections={(form) => (
        <>
          <AddressesSection form={form} />
          <ContactsSection form={form} />
        </>
      )}
      start={
        id === undefined
          ? { values: newParty(t('parties.addresses.mainLabel')) }
          : { id, fetch: (signal) => partyApi.get(id, signal).then(partyValues) }
      }
      save={(input) => (id === undefined ? partyApi.create(input) : partyApi.update(id, input))}
      listPath={linkTo(PARTY_ROUTES[kind].list)}
      savedMessage={t(`parties.${kind}.${id === undefined ? 'added' : 'changed'}`)}
    />
  );
}

export const ClientList = ({ title }: ScreenProps) => <PartyList kind="client" title={title} />;
export const VendorList = ({ title }: ScreenProps) => <PartyList kind="vendor" title={title} />;
export const AddClient = ({ title }: ScreenProps) => <PartyForm kind="client" title={title} />;
export const AddVendor = ({ title }: ScreenProps) => <PartyForm kind="vendor" title={title} />;
export const EditClient = ({ title, params }: ScreenProps) => (
  <PartyForm kind="client" title={title} id={Number(params.id)} />
);
export const EditVendor = ({ title, params }: ScreenProps) => (
  <PartyForm kind="vendor" title={title} id={Number(params.id)} />
);
export const ClientView = ({ title, params }: ScreenProps) => (
  <PartyViewPage kind="client" id={Number(params.id)} title={title} />
);
export const VendorView = ({ title, params }: ScreenProps) => (
  <PartyViewPage kind="vendor" id={Number(params.id)} title={title} />
);
