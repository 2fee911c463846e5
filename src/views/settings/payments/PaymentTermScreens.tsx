import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { formOptionsApi, formOptionsQuery } from '../../../api/formOptions';
import { paymentTermsApi } from '../../../api/paymentTerms';
import { useAppState } from '../../../app/AppStateContext';
import { useApi } from '../../../app/useApi';
import { type PaymentTerm, PaymentTermInput } from '../../../domain/schemas/payments';
import { linkTo } from '../../../routes/links';
import type { SelectOption } from '../../components/dataTableTypes';
import type { FieldSpec } from '../../masters/MasterFormPage';
import { masterFormScreens } from '../../masters/masterFormScreens';

/** Number inputs hold '' while empty; the transporter Select holds the id's text, null for the default. */
type Values = { name: string; transporterId: string | null; days: number | ''; advancePercent: number | '' };
const EMPTY: Values = { name: '', transporterId: null, days: 30, advancePercent: 0 };

const valuesOf = (p: PaymentTerm): Values => ({
  name: p.name,
  transporterId: p.transporter ? String(p.transporter.id) : null,
  days: p.days,
  advancePercent: p.advancePercent,
});

/** The industry's active transporters, as every form offers them (GET /api/form-options). */
function useTransporterOptions(): readonly SelectOption[] {
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const token = useSelector(session, (s) => s.context.token);
  const options = useQuery(formOptionsQuery(formOptions, token));
  return (options.data?.transporters ?? []).map((tr) => ({ value: String(tr.id), label: tr.name }));
}

const fields = (t: TFunction, transporters: readonly SelectOption[]): readonly FieldSpec<Values>[] => [
  {
    key: 'name',
    kind: 'text',
    label: t('settings.paymentTerms.fields.name'),
    placeholder: t('settings.paymentTerms.fields.nameHint'),
    required: true,
  },
  {
    key: 'transporterId',
    kind: 'select',
    label: t('settings.paymentTerms.fields.transporter'),
    description: t('settings.paymentTerms.fields.transporterHint'),
    options: transporters,
  },
  {
    key: 'days',
    kind: 'number',
    label: t('settings.paymentTerms.fields.days'),
    description: t('settings.paymentTerms.fields.daysHint'),
    required: true,
  },
  {
    key: 'advancePercent',
    kind: 'number',
    label: t('settings.paymentTerms.fields.advance'),
    description: t('settings.paymentTerms.fields.advanceHint'),
    required: true,
  },
];

const forms = masterFormScreens({
  resource: 'payment-terms',
  schema: PaymentTermInput,
  empty: EMPTY,
  valuesOf,
  client: paymentTermsApi,
  listPath: () => linkTo('payment-settings-list'),
  saved: (t) => ({ added: t('settings.paymentTerms.added'), changed: t('settings.paymentTerms.changed') }),
  useLayout: (t) => ({ fields: fields(t, useTransporterOptions()) }),
});

export const AddPaymentTerm = forms.Add;
export const EditPaymentTerm = forms.Edit;
