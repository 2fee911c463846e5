import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../../api/people';
import { useAppState } from '../../../app/AppStateContext';
import type { ScreenProps } from '../../../app/screenLoader';
import { useApi } from '../../../app/useApi';
import { useFlash } from '../../../app/useFlash';
import { useGuardSession } from '../../../app/useGuardSession';
import {
  STAFF_FORM_USER_TYPES,
  STAFF_LIST_USER_TYPES,
  STAFF_SORTS,
  type Staff,
  type StaffChoices,
  StaffInput,
} from '../../../domain/schemas/staff';
import { USER_TYPE } from '../../../domain/userTypes';
import { linkTo } from '../../../routes/links';
import type { DataTableColumn } from '../../components/dataTableTypes';
import { errorText } from '../../components/errorText';
import { formatDate } from '../../components/formatDate';
import { LineIcon } from '../../components/LineIcon';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { type FieldSpec, MasterFormPage } from '../MasterFormPage';
import { MasterListPage } from '../MasterListPage';

/** Feather's envelope, for "send the invitation again". */
const MAIL_ICON = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z M22 6l-10 7L2 6';

/** The active roles and plants the form and filters offer, and the plan's seats (refetched after each save). */
function useStaffChoices() {
  const { session } = useAppState();
  const api = useApi(staffApi);
  const token = useSelector(session, (s) => s.context.token);
  return useQuery({
    queryKey: ['staff', 'choices', token],
    queryFn: ({ signal }) => api.choices(signal),
  });
}

const isOwner = (member: Staff) => member.userType === USER_TYPE.owner;

const columns =
  (me: number | null) =>
  (t: TFunction): readonly DataTableColumn<Staff>[] => [
    {
      key: 'name',
      header: t('people.staff.columns.name'),
      sortable: true,
      render: (member) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {member.name}
          </Text>
          {member.id === me ? (
            <Badge size="xs" variant="light" color="blue">
              {t('people.staff.you')}
            </Badge>
          ) : null}
          {member.invitePending ? (
            <Tooltip label={t('people.staff.invitePendingTip')}>
              <Badge size="xs" variant="light" color="yellow" data-testid={`invited-${member.id}`}>
                {t('people.staff.invitePending')}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('people.staff.columns.contact'),
      sortable: true,
      render: (member) => (
        <Stack gap={0}>
          <Text size="sm">{member.email}</Text>
          <Text size="xs" c="dimmed">
            {member.mobile}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'userType',
      header: t('people.staff.columns.userType'),
      width: 130,
      render: (member) => t(`domain.userTypes.${member.userType}`),
    },
    {
      key: 'roleName',
      header: t('people.staff.columns.role'),
      sortable: true,
      render: (member) => (isOwner(member) ? t('people.staff.allPermissions') : (member.roleName ?? '—')),
    },
    {
      key: 'plants',
      header: t('people.staff.columns.plants'),
      render: (member) =>
        member.userType === USER_TYPE.plantUser
          ? member.plants.map((p) => p.name).join(', ')
          : t('people.staff.allPlants'),
    },
    {
      key: 'status',
      header: t('people.staff.columns.status'),
      width: 110,
      render: (member) => <StatusBadge status={member.status} />,
    },
    {
      key: 'createdAt',
      header: t('people.staff.columns.created'),
      sortable: true,
      width: 120,
      render: (member) => formatDate(member.createdAt),
    },
  ];

/** "5 of 25 members on your plan", under the list's description. */
function Seats({ seats }: { seats: StaffChoices['seats'] | undefined }) {
  const { t } = useTranslation();
  if (!seats || seats.limit === null) return null;
  return (
    <Text component="span" size="sm" fw={500} data-testid="staff-seats">
      {t('people.staff.seats', { used: seats.used, limit: seats.limit })}
    </Text>
  );
}

export function StaffList({ title }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { session } = useAppState();
  const api = useApi(staffApi);
  const flash = useFlash();
  const me = useSelector(session, (s) => s.context.userId);
  const mayEdit = useGuardSession().permissions.includes('edit-staff');
  const choices = useStaffChoices();
  const resend = useMutation({
    mutationFn: (member: Staff) => api.invite(member.id),
    onSuccess: () => flash(t('people.staff.resent')),
    onError: (error: Error) => flash(errorText(i18n, error), 'error'),
  });
  return (
    <MasterListPage<Staff>
      title={title}
      description={
        <Stack gap={2} component="span">
          <span>{t('people.staff.description')}</span>
          <Seats seats={choices.data?.seats} />
        </Stack>
      }
      resource="staff"
      exportList="/api/staff"
      api={api}
      columns={columns(me)}
      sorts={STAFF_SORTS}
      initialSort={{ key: 'name', order: 'asc' }}
      searchPlaceholder={t('people.staff.search')}
      editPermission="edit-staff"
      nameOf={(member) => member.name}
      links={{ add: linkTo('staff-add'), edit: (member) => linkTo('staff-edit', { id: member.id }) }}
      filters={[
        {
          key: 'roleId',
          label: t('people.staff.filters.role'),
          options: (choices.data?.roles ?? []).map((role) => ({ value: String(role.id), label: role.name })),
        },
        {
          key: 'userType',
          label: t('people.staff.filters.userType'),
          options: STAFF_LIST_USER_TYPES.map((type) => ({
            value: String(type),
            label: t(`domain.userTypes.${type}`),
          })),
        },
      ]}
      // The owner's account is theirs, not the staff list's; nobody deactivates themselves.
      rowAllows={(member) =>
        isOwner(member) ? { edit: false, changeStatus: false } : { changeStatus: member.id !== me }
      }
      rowActions={(member) =>
        mayEdit && member.invitePending && member.status === 'active' && !isOwner(member) ? (
          <Tooltip label={t('people.staff.resendOf', { name: member.name })}>
            <ActionIcon
              variant="subtle"
              onClick={() => resend.mutate(member)}
              loading={resend.isPending && resend.variables?.id === member.id}
              aria-label={t('people.staff.resendOf', { name: member.name })}
              data-testid={`resend-${member.id}`}
            >
              <LineIcon path={MAIL_ICON} size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}

type Values = {
  name: string;
  email: string;
  mobile: string;
  userType: string;
  roleId: string;
  plantIds: string[];
};
const EMPTY: Values = {
  name: '',
  email: '',
  mobile: '',
  userType: String(USER_TYPE.staff),
  roleId: '',
  plantIds: [],
};

const valuesOf = (member: Staff): Values => ({
  name: member.name,
  email: member.email,
  mobile: member.mobile,
  userType: String(member.userType),
  roleId: member.roleId === null ? '' : String(member.roleId),
  plantIds: member.plants.map((p) => String(p.id)),
});

const fields = (t: TFunction): readonly FieldSpec<Values>[] => [
  { key: 'name', kind: 'text', label: t('people.staff.fields.name'), required: true, wide: true },
  {
    key: 'email',
    kind: 'email',
    label: t('people.staff.fields.email'),
    description: t('people.staff.fields.emailHint'),
    required: true,
  },
  {
    key: 'mobile',
    kind: 'tel',
    label: t('people.staff.fields.mobile'),
    description: t('people.staff.fields.mobileHint'),
    required: true,
  },
];

/** A field's error, or the first of its items' (`plantIds.0`, as a 422 names a foreign plant). */
const errorOf = (form: UseFormReturnType<Values>, key: string) => {
  const found = form.errors[key] ?? Object.entries(form.errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
  return found ?? undefined;
};

/**
 * Who the member is to the app: a staff member or a plant user (with their plants), and the role giving their
 * permissions. Roles giving more than the signed-in user holds are shown but cannot be chosen.
 */
function AccessSection({
  form,
  choices,
  adding,
}: {
  form: UseFormReturnType<Values>;
  choices: StaffChoices | undefined;
  adding: boolean;
}) {
  const { t } = useTranslation();
  const plantUser = form.values.userType === String(USER_TYPE.plantUser);
  const seats = choices?.seats;
  const full = adding && seats && seats.limit !== null && seats.used >= seats.limit;
  return (
    <SectionCard title={t('people.staff.access')} testId="access-section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('people.staff.fields.userType')}
          description={t('people.staff.fields.userTypeHint')}
          data={STAFF_FORM_USER_TYPES.map((type) => ({
            value: String(type),
            label: t(`domain.userTypes.${type}`),
          }))}
          allowDeselect={false}
          withAsterisk
          data-testid="field-userType"
          {...form.getInputProps('userType')}
        />
        <Select
          label={t('people.staff.fields.role')}
          description={t('people.staff.fields.roleHint')}
          data={(choices?.roles ?? []).map((role) => ({
            value: String(role.id),
            label: role.name,
            disabled: !role.grantable,
          }))}
          searchable
          allowDeselect={false}
          withAsterisk
          data-testid="field-roleId"
          {...form.getInputProps('roleId')}
        />
        {plantUser ? (
          <div style={{ gridColumn: '1 / -1' }}>
            <MultiSelect
              label={t('people.staff.fields.plants')}
              description={t('people.staff.fields.plantsHint')}
              data={(choices?.plants ?? []).map((plant) => ({ value: String(plant.id), label: plant.name }))}
              searchable
              withAsterisk
              data-testid="field-plantIds"
              {...form.getInputProps('plantIds')}
              error={errorOf(form, 'plantIds')}
            />
          </div>
        ) : null}
      </SimpleGrid>
      {full ? (
        <Alert color="yellow" variant="light" mt="md" data-testid="staff-seats-full">
          {t('people.staff.seatsFull', { limit: seats.limit })}
        </Alert>
      ) : null}
    </SectionCard>
  );
}

export function AddStaff({ title }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(staffApi);
  const choices = useStaffChoices();
  return (
    <MasterFormPage
      title={title}
      resource="staff"
      schema={StaffInput}
      fields={fields(t)}
      sections={(form) => <AccessSection form={form} choices={choices.data} adding />}
      start={{ values: EMPTY }}
      save={(input) => api.create(input)}
      listPath={linkTo('staff-list')}
      savedMessage={t('people.staff.added')}
    />
  );
}

export function EditStaff({ title, params }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi(staffApi);
  const choices = useStaffChoices();
  const id = Number(params.id);
  return (
    <MasterFormPage
      title={title}
      resource="staff"
      schema={StaffInput}
      fields={fields(t)}
      sections={(form) => <AccessSection form={form} choices={choices.data} adding={false} />}
      start={{ id, fetch: (signal) => api.get(id, signal).then(valuesOf) }}
      save={(input) => api.update(id, input)}
      listPath={linkTo('staff-list')}
      savedMessage={t('people.staff.changed')}
    />
  );
}
