import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../../../api/people';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useGuardSession } from '../../../app/useGuardSession';
import { PERMISSIONS } from '../../../domain/permissions';
import { ROLE_SORTS, type Role, RoleInput } from '../../../domain/schemas/role';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { formatDate } from '../../components/formatDate';
import { StatusBadge } from '../../components/StatusBadge';
import type { FieldSpec } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';
import { masterFormScreens } from '../masterFormScreens';
import { PermissionMatrix } from './PermissionMatrix';

const columns = (t: TFunction): readonly DataTableColumn<Role>[] => [
  { key: 'name', header: t('people.roles.columns.name'), sortable: true, render: (r) => r.name },
  {
    key: 'permissions',
    header: t('people.roles.columns.permissions'),
    width: 130,
    render: (r) =>
      t('people.roles.permissionCount', { chosen: r.permissions.length, total: PERMISSIONS.length }),
  },
  {
    key: 'memberCount',
    header: t('people.roles.columns.members'),
    sortable: true,
    align: 'right',
    width: 110,
    render: (r) => r.memberCount,
  },
  {
    key: 'status',
    header: t('people.roles.columns.status'),
    width: 110,
    render: (r) => <StatusBadge status={r.status} />,
  },
  {
    key: 'createdAt',
    header: t('people.roles.columns.created'),
    sortable: true,
    width: 130,
    render: (r) => formatDate(r.createdAt),
  },
];

type Values = { name: string; permissions: string[] };
const EMPTY: Values = { name: '', permissions: [] };

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  {
    key: 'name',
    kind: 'text',
    label: t('people.roles.fields.name'),
    description: t('people.roles.fields.nameHint'),
    required: true,
  },
];

/** The matrix bound to the form's `permissions`, offering what the signed-in user may give. */
function Permissions({ form }: { form: UseFormReturnType<Values> }) {
  const grantable = useGuardSession().permissions;
  const error =
    form.errors.permissions ??
    Object.entries(form.errors).find(([key]) => key.startsWith('permissions.'))?.[1];
  return (
    <PermissionMatrix
      value={form.values.permissions}
      onChange={(permissions) => {
        form.setFieldValue('permissions', permissions);
        form.clearFieldError('permissions');
      }}
      grantable={grantable}
      error={typeof error === 'string' ? error : undefined}
    />
  );
}

export function RoleList({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(rolesApi);
  return (
    <MasterListPage<Role>
      title={title}
      description={t('people.roles.description')}
      resource="roles"
      exportList="/api/roles"
      api={api}
      columns={columns}
      sorts={ROLE_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('people.roles.search')}
      editPermission="edit-role"
      nameOf={(r) => r.name}
      links={{ add: linkTo('role-add'), edit: (r) => linkTo('role-edit', { id: r.id }) }}
      // A role anybody has is not deleted (the server says so too): its members need another role first.
      rowAllows={(r) => ({ remove: r.memberCount === 0 })}
    />
  );
}

const forms = masterFormScreens({
  resource: 'roles',
  schema: RoleInput,
  empty: EMPTY,
  valuesOf: (r: Role): Values => ({ name: r.name, permissions: [...r.permissions] }),
  client: rolesApi,
  listPath: () => linkTo('role-list'),
  saved: (t) => ({ added: t('people.roles.added'), changed: t('people.roles.changed') }),
  useLayout: (t) => ({ fields: fields(t), sections: (form) => <Permissions form={form} /> }),
});

export const AddRole = forms.Add;
export const EditRole = forms.Edit;
