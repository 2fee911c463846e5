import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { transportersApi } from '../../../api/transporters';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { gstinHints } from '../../../domain/gstin';
import {
  TRANSPORTER_SORTS,
  type TransporterLink,
  TransporterLinkStatus,
  TransporterLinkUpdate,
} from '../../../domain/schemas/transporter';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { TransporterStatusBadge } from './TransporterStatusBadge';

const orDash = (value: string | null) => value ?? '—';

/** A value with a second one beneath it, smaller (a name and its code, a GSTIN and its PAN). */
const twoLines = (first: ReactNode, second: string | null) => (
  <Stack gap={0}>
    {first}
    <Text size="xs" c="dimmed">
      {second ?? '—'}
    </Text>
  </Stack>
);

const columns = (t: TFunction): readonly DataTableColumn<TransporterLink>[] => [
  {
    key: 'name',
    header: t('transporters.columns.nameCode'),
    sortable: true,
    render: (row) =>
      twoLines(
        <Anchor component={Link} href={linkTo('transporter-view', { id: row.id })} size="sm" fw={600}>
          {row.name}
        </Anchor>,
        row.code,
      ),
  },
  {
    key: 'gstin',
    header: t('transporters.columns.gstinPan'),
    render: (row) => twoLines(<Text size="sm">{orDash(row.gstin)}</Text>, row.pan),
  },
  { key: 'city', header: t('transporters.columns.city'), sortable: true, render: (row) => orDash(row.city) },
  { key: 'phone', header: t('transporters.columns.phone'), render: (row) => orDash(row.phone) },
  {
    key: 'status',
    header: t('transporters.columns.status'),
    width: 110,
    render: (row) => <TransporterStatusBadge status={row.status} />,
  },
  {
    key: 'bidCount',
    header: t('transporters.columns.bids'),
    sortable: true,
    align: 'right',
    width: 80,
    render: (row) => row.bidCount,
  },
  {
    key: 'winCount',
    header: t('transporters.columns.wins'),
    sortable: true,
    align: 'right',
    width: 80,
    render: (row) => row.winCount,
  },
];

/** The industry's linked transporters: Active / Blocked, with the seed's confirmation before a block. */
export function TransporterList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(transportersApi);
  return (
    <MasterListPage<TransporterLink>
      title={title}
      description={t('transporters.list.description')}
      resource="transporters"
      exportList="/api/industry-transporters"
      api={api}
      columns={columns}
      sorts={TRANSPORTER_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('transporters.list.search')}
      editPermission="add-industry-transporter"
      nameOf={(row) => row.name}
      statusFilter={TransporterLinkStatus.options.map((value) => ({
        value,
        label: t(`transporters.status.${value}`),
      }))}
      statusSwitch={{
        off: 'blocked',
        tip: t('transporters.list.statusTip'),
        label: (row) => t('transporters.list.statusOf', { name: row.name }),
        confirm: (next) =>
          next === 'blocked'
            ? t('common.spec.confirmBlockTransporter')
            : t('common.spec.confirmStatusChange'),
      }}
      links={{
        add: linkTo('transporter-new'),
        edit: (row) => linkTo('transporter-edit', { id: row.id }),
        view: (row) => linkTo('transporter-view', { id: row.id }),
        import: linkTo('transporter-import'),
      }}
    />
  );
}

/** The company's details, present in an edit's values only while the industry may still change them. */
type CompanyValues = {
  name?: string;
  gstin?: string;
  email?: string;
  mobile?: string;
  cityId?: number | null;
  address?: string;
};

type EditValues = CompanyValues & {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notes: string;
  /** Not sent (the schema drops it): what the form says about the company. */
  company: { name: string; editable: boolean };
};

const contactFields = (t: TFunction): FieldSpec<EditValues>[] => [
  { key: 'contactName', kind: 'text', label: t('transporters.fields.contactName') },
  { key: 'contactEmail', kind: 'email', label: t('transporters.fields.contactEmail') },
  { key: 'contactPhone', kind: 'tel', label: t('transporters.fields.contactPhone') },
  { key: 'notes', kind: 'textarea', label: t('transporters.fields.notes'), wide: true },
];

/** The company's own inputs, for an invitation and for an edit of one not yet accepted. */
export const companyFields = <Values extends CompanyValues & Record<string, unknown>>(
  t: TFunction,
): FieldSpec<Values>[] => [
  { key: 'name', kind: 'text', label: t('transporters.fields.name'), required: true },
  {
    key: 'gstin',
    kind: 'text',
    label: t('transporters.fields.gstin'),
    description: t('transporters.fields.gstinHint'),
    required: true,
  },
  { key: 'email', kind: 'email', label: t('transporters.fields.email'), required: true },
  { key: 'mobile', kind: 'tel', label: t('transporters.fields.mobile'), required: true },
  { key: 'cityId', kind: 'city', label: t('transporters.fields.city'), required: true },
  // Printed on the transporter's freight invoices, as a tax invoice names its supplier.
  { key: 'address', kind: 'textarea', label: t('transporters.fields.address'), wide: true },
];

/** What the GSTIN typed so far tells: its state and its PAN, under the form. */
export function GstinReading({ gstin }: { gstin: string }) {
  const { t } = useTranslation();
  const { pan, stateCode } = gstinHints(gstin);
  if (!pan && !stateCode) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="gstin-reading">
      {t('transporters.fields.gstinReading', {
        pan: pan ?? '—',
        state: stateCode ? t(`signup.states.${stateCode}`) : '—',
      })}
    </Text>
  );
}

function EditNote({ form }: { form: UseFormReturnType<EditValues> }) {
  const { t } = useTranslation();
  const { company } = form.getValues();
  return (
    <Stack gap="sm">
      {company.editable ? <GstinReading gstin={form.values.gstin ?? ''} /> : null}
      <Alert color={company.editable ? 'blue' : 'gray'} variant="light" data-testid="company-note">
        {company.editable
          ? t('transporters.edit.companyOpen')
          : t('transporters.edit.companyLocked', { name: company.name })}
      </Alert>
    </Stack>
  );
}

const editValues = (row: TransporterLink): EditValues => ({
  contactName: row.contactName ?? '',
  contactEmail: row.contactEmail ?? '',
  contactPhone: row.contactPhone ?? '',
  notes: row.notes ?? '',
  company: { name: row.name, editable: row.companyEditable },
  ...(row.companyEditable
    ? {
        name: row.name,
        gstin: row.gstin ?? '',
        email: row.email ?? '',
        mobile: row.phone ?? '',
        cityId: row.cityId,
        address: row.address ?? '',
      }
    : {}),
});

/**
 * The link's contact and notes; the company's own details too while they are still this industry's
 * invitation that nobody has accepted (the server decides: `companyEditable`).
 */
export function EditTransporter({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(transportersApi);
  const id = Number(params.id);
  return (
    <MasterFormPage<EditValues, TransporterLinkUpdate>
      title={title}
      resource="transporters"
      schema={TransporterLinkUpdate}
      fields={(initial) => [
        ...(initial.company.editable ? companyFields<EditValues>(t) : []),
        ...contactFields(t),
      ]}
      sections={(form) => <EditNote form={form} />}
      start={{ id, fetch: (signal) => api.get(id, signal).then(editValues) }}
      save={(input) => api.update(id, input)}
      listPath={linkTo('transporter-view', { id })}
      savedMessage={t('transporters.edit.saved')}
    />
  );
}
