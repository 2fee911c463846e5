import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { formOptionsApi, formOptionsQuery } from '../../../api/formOptions';
import { requestSettingsApi } from '../../../api/requestSettings';
import { useAppState } from '../../../app/AppStateContext';
import { useApi } from '../../../app/useApi';
import { BID_VISIBILITIES, type BidVisibility } from '../../../domain/bidding';
import { type RequestSetting, RequestSettingInput } from '../../../domain/schemas/requestSettings';
import { linkTo } from '../../../routes/links';
import type { SelectOption } from '../../components/dataTableTypes';
import type { FieldSpec } from '../../masters/MasterFormPage';
import { masterFormScreens } from '../../masters/masterFormScreens';

/** A window value the setting leaves to the one below it: blank in the form, null in the record. */
type WindowValue = number | '';
const windowValue = (n: number | null): WindowValue => n ?? '';

/** Selects hold the ids' text; the plant null for the industry's default. */
type Values = {
  name: string;
  plantId: string | null;
  bidVisibility: BidVisibility;
  transporterIds: string[];
  spotWindowMinutes: WindowValue;
  extensionMinutes: WindowValue;
  maxExtensions: WindowValue;
};
const EMPTY: Values = {
  name: '',
  plantId: null,
  bidVisibility: 'rank',
  transporterIds: [],
  spotWindowMinutes: '',
  extensionMinutes: '',
  maxExtensions: '',
};

const valuesOf = (s: RequestSetting): Values => ({
  name: s.name,
  plantId: s.plant ? String(s.plant.id) : null,
  bidVisibility: s.bidVisibility,
  transporterIds: s.transporters.map((tr) => String(tr.id)),
  spotWindowMinutes: windowValue(s.spotWindowMinutes),
  extensionMinutes: windowValue(s.extensionMinutes),
  maxExtensions: windowValue(s.maxExtensions),
});

/** The window's inputs in the Bidding window settings' order, each blank for "as set below". */
const WINDOW_KEYS = ['spotWindowMinutes', 'extensionMinutes', 'maxExtensions'] as const;

/** The user's active plants and the industry's active transporters, as every form offers them. */
function useChoices(): { plants: readonly SelectOption[]; transporters: readonly SelectOption[] } {
  const { session } = useAppState();
  const formOptions = useApi(formOptionsApi);
  const token = useSelector(session, (s) => s.context.token);
  const options = useQuery(formOptionsQuery(formOptions, token));
  return {
    plants: (options.data?.plants ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.name} (${p.code})`,
    })),
    transporters: (options.data?.transporters ?? []).map((tr) => ({ value: String(tr.id), label: tr.name })),
  };
}

const fields = (t: TFunction, choices: ReturnType<typeof useChoices>): readonly FieldSpec<Values>[] => [
  {
    key: 'name',
    kind: 'text',
    label: t('settings.requestSettings.fields.name'),
    placeholder: t('settings.requestSettings.fields.nameHint'),
    required: true,
  },
  {
    key: 'plantId',
    kind: 'select',
    label: t('settings.requestSettings.fields.plant'),
    description: t('settings.requestSettings.fields.plantHint'),
    options: choices.plants,
  },
  {
    key: 'bidVisibility',
    kind: 'select',
    label: t('settings.requestSettings.fields.visibility'),
    description: t('settings.requestSettings.fields.visibilityHint'),
    required: true,
    options: BID_VISIBILITIES.map((v) => ({
      value: v,
      label: t(`settings.requestSettings.visibility.${v}`),
    })),
  },
  {
    key: 'transporterIds',
    kind: 'multiselect',
    label: t('settings.requestSettings.fields.transporters'),
    description: t('settings.requestSettings.fields.transportersHint'),
    options: choices.transporters,
    wide: true,
  },
  ...WINDOW_KEYS.map(
    (key): FieldSpec<Values> => ({
      key,
      kind: 'number',
      label: t(`settings.requestSettings.fields.${key}`),
      description: t('settings.requestSettings.fields.windowHint'),
      placeholder: t('settings.requestSettings.fields.windowPlaceholder'),
    }),
  ),
];

const forms = masterFormScreens({
  resource: 'request-settings',
  schema: RequestSettingInput,
  empty: EMPTY,
  valuesOf,
  client: requestSettingsApi,
  listPath: () => linkTo('request-settings-list'),
  saved: (t) => ({
    added: t('settings.requestSettings.added'),
    changed: t('settings.requestSettings.changed'),
  }),
  useLayout: (t) => ({ fields: fields(t, useChoices()) }),
});

export const AddRequestSetting = forms.Add;
export const EditRequestSetting = forms.Edit;
