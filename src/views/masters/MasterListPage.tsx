import { ActionIcon, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppState } from '../../app/AppStateContext';
import { useCanOpen } from '../../app/useCanOpen';
import { useFlash } from '../../app/useFlash';
import { useGuardSession } from '../../app/useGuardSession';
import type { Permission } from '../../domain/permissions';
import type { Page } from '../../domain/schemas/list';
import { type RecordStatus, RecordStatus as RecordStatusSchema } from '../../domain/schemas/master';
import { confirmUnrecoverable } from '../components/confirmUnrecoverable';
import { DataTable } from '../components/DataTable';
import type {
  DataTableColumn,
  DataTableFilterConfig,
  DataTableQuery,
  SelectOption,
  SortOrder,
} from '../components/dataTableTypes';
import { errorText } from '../components/errorText';
import { LineIcon } from '../components/LineIcon';
import { PageHeader } from '../components/PageHeader';
import { ExportButton } from '../transfer/ExportButton';

/** The statuses a row's status is one of (Active / Deactive for most masters). */
type StatusOf<Row> = Row extends { status?: infer S } ? NonNullable<S> & string : RecordStatus;

/** What a master's list needs of its API module (src/api/masterApi.ts). */
export interface MasterListApi<Row> {
  list: (params: Record<string, string | number | undefined>, signal?: AbortSignal) => Promise<Page<Row>>;
  setStatus?: (id: number, status: StatusOf<Row>) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
}

export interface MasterRow {
  id: number;
  /** Active / Deactive, or a lifecycle of the master's own (then with `statusFilter` and no setStatus). */
  status?: string;
}

export interface MasterListProps<Row extends MasterRow> {
  title: string;
  description: ReactNode;
  /** The list's key in the query cache (`businesses`); forms invalidate it after a save. */
  resource: string;
  api: MasterListApi<Row>;
  columns: (t: TFunction) => readonly DataTableColumn<Row>[];
  sorts: readonly string[];
  initialSort: { key: string; order: SortOrder };
  searchPlaceholder: string;
  /**
   * Status changes and deletes need it. Without it they follow the edit page's own rule (the route guard's:
   * owners only, for countries, states and cities, which every industry shares).
   */
  editPermission?: Permission;
  /** What a confirmation or a screen reader calls the row. */
  nameOf: (row: Row) => string;
  links: { add?: string; edit?: (row: Row) => string; view?: (row: Row) => string; import?: string };
  /** The list's own select filters, besides Active / Deactive. */
  filters?: DataTableFilterConfig['selects'];
  /** The list's export (`/api/vendors` → `/api/vendors/export`), with the table's filters, when it has one. */
  exportList?: `/api/${string}`;
  /** More buttons in the header. */
  actions?: ReactNode;
  /** The status filter's choices when the master's status is not Active / Deactive; false: it has none. */
  statusFilter?: readonly SelectOption[] | false;
  /**
   * The switch of a master whose status is switched between `active` and another word than Deactive (my
   * transporters: blocked), with the words of its tooltip, its label and the confirmation before each change
   * (to `next`). Active / Deactive, confirmed with "Status will be changed!", when absent.
   */
  statusSwitch?: {
    off: StatusOf<Row>;
    tip: string;
    label: (row: Row) => string;
    confirm: (next: StatusOf<Row>) => string;
  };
  /** False for a master without a created date to filter on. */
  createdFilter?: boolean;
  /** A row's own actions, before the shared ones (a device's send back). */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Which shared actions a row allows, beyond the user's permissions (the staff list: nothing on the owner's
   * row, no deactivating one's own); every one when absent.
   */
  rowAllows?: (row: Row) => { edit?: boolean; changeStatus?: boolean; remove?: boolean };
  /**
   * Inside a tab of another page (Settings): the page has the one h1 and the tab names the list, so the list
   * shows only its description and buttons.
   */
  embedded?: boolean;
}

/** Feather-style outlines: an eye, a pencil, a bin. */
const ICONS = {
  view: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  edit: 'M12 20h9 M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  remove: 'M3 6h18 M8 6V4h8v2 M19 6l-1 14H6L5 6 M10 11v6 M14 11v6',
};

const sortIn = (sorts: readonly string[], key: string | undefined) => sorts.find((s) => s === key);

/** The actions column: view, edit, Active / Deactive and delete, each only for those who may. */
function rowActions<Row extends MasterRow>(
  t: TFunction,
  props: MasterListProps<Row>,
  can: { edit: boolean; changeStatus: boolean; remove: boolean },
  ask: { status: (row: Row) => void; remove: (row: Row) => void },
): DataTableColumn<Row> {
  const { links, nameOf } = props;
  return {
    key: 'actions',
    header: t('masters.list.actions'),
    align: 'right',
    width: 180,
    render: (row) => {
      const allows = props.rowAllows?.(row) ?? {};
      return (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {props.rowActions?.(row)}
          {row.status && can.changeStatus && allows.changeStatus !== false ? (
            <Tooltip label={props.statusSwitch?.tip ?? t('masters.list.statusTip')}>
              <Switch
                size="sm"
                checked={row.status === 'active'}
                onChange={() => ask.status(row)}
                aria-label={
                  props.statusSwitch?.label(row) ?? t('masters.list.statusOf', { name: nameOf(row) })
                }
                data-testid={`status-${row.id}`}
              />
            </Tooltip>
          ) : null}
          {links.view ? (
            <ActionIcon
              component={Link}
              href={links.view(row)}
              variant="subtle"
              aria-label={t('masters.list.viewOf', { name: nameOf(row) })}
              data-testid={`view-${row.id}`}
            >
              <LineIcon path={ICONS.view} size={18} />
            </ActionIcon>
          ) : null}
          {links.edit && can.edit && allows.edit !== false ? (
            <ActionIcon
              component={Link}
              href={links.edit(row)}
              variant="subtle"
              aria-label={t('masters.list.editOf', { name: nameOf(row) })}
              data-testid={`edit-${row.id}`}
            >
              <LineIcon path={ICONS.edit} size={18} />
            </ActionIcon>
          ) : null}
          {can.remove && allows.remove !== false ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => ask.remove(row)}
              aria-label={t('masters.list.deleteOf', { name: nameOf(row) })}
              data-testid={`delete-${row.id}`}
            >
              <LineIcon path={ICONS.remove} size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      );
    },
  };
}

/**
 * The one list page of every master: server-paged DataTable with search, Active / Deactive and created-date
 * filters, an add button and the row actions (view, edit, status with "Status will be changed!", delete with
 * "Are you sure?"), each shown only to those allowed to use it.
 */
export function MasterListPage<Row extends MasterRow>(props: MasterListProps<Row>) {
  const { title, description, resource, api, columns, sorts, initialSort, searchPlaceholder, links } = props;
  const { t, i18n } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const { session } = useAppState();
  const token = useSelector(session, (s) => s.context.token);
  const permissions = useGuardSession().permissions;
  const mayAdd = useCanOpen(links.add ?? '/404') && Boolean(links.add);
  const mayImport = useCanOpen(links.import ?? '/404') && Boolean(links.import);
  const mayOpenEdit = useCanOpen(links.edit ? links.edit({ id: 1 } as Row) : '/404');
  const mayEdit = props.editPermission ? permissions.includes(props.editPermission) : mayOpenEdit;

  const refresh = () => queryClient.invalidateQueries({ queryKey: [resource] });
  const onFailure = (error: Error) => flash(errorText(i18n, error), 'error');
  const setStatus = useMutation({
    mutationFn: ({ row, status }: { row: Row; status: StatusOf<Row> }) => api.setStatus!(row.id, status),
    onSuccess: () => {
      flash(t('masters.list.statusChanged'));
      return refresh();
    },
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: (row: Row) => api.remove!(row.id),
    onSuccess: () => {
      flash(t('masters.list.deleted'));
      return refresh();
    },
    onError: onFailure,
  });

  const { statusSwitch } = props;
  const ask = {
    status: (row: Row) => {
      const next = (row.status === 'active' ? (statusSwitch?.off ?? 'inactive') : 'active') as StatusOf<Row>;
      modals.openConfirmModal({
        title: t('common.spec.confirmTitle'),
        centered: true,
        children: (
          <Text size="sm">{statusSwitch?.confirm(next) ?? t('common.spec.confirmStatusChange')}</Text>
        ),
        labels: { confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') },
        confirmProps: { 'data-testid': 'status-confirm' },
        onConfirm: () => setStatus.mutate({ row, status: next }),
      });
    },
    remove: (row: Row) =>
      confirmUnrecoverable(t, {
        confirmLabel: t('common.actions.delete'),
        testId: 'delete-confirm',
        onConfirm: () => remove.mutate(row),
      }),
  };

  const statusOptions = useMemo(
    () =>
      props.statusFilter === false
        ? []
        : (props.statusFilter ??
          RecordStatusSchema.options.map((value) => ({ value, label: t(`domain.recordStatuses.${value}`) }))),
    [props.statusFilter, t],
  );
  // The table's page and the export ask the server for the same list: the same filters and sort.
  const listParams = useCallback(
    (query: DataTableQuery) => {
      const chosen = query.filters.status;
      return {
        ...query.filters,
        sort: sortIn(sorts, query.sort),
        order: query.order,
        search: query.search,
        status: statusOptions.some((option) => option.value === chosen) ? chosen : undefined,
        from: query.from,
        to: query.to,
      };
    },
    [sorts, statusOptions],
  );
  const fetchPage = useCallback(
    (query: DataTableQuery, signal: AbortSignal) =>
      api.list({ ...listParams(query), page: query.page, pageSize: query.pageSize }, signal),
    [api, listParams],
  );
  const exportList = props.exportList;

  const can = {
    edit: mayOpenEdit,
    changeStatus: mayEdit && Boolean(api.setStatus),
    remove: mayEdit && Boolean(api.remove),
  };
  const allColumns = [...columns(t), rowActions(t, props, can, ask)];

  const headerActions = (
    <>
      {props.actions}
      {mayImport && links.import ? (
        <Button component={Link} href={links.import} variant="light" data-testid="import">
          {t('masters.list.import')}
        </Button>
      ) : null}
      {mayAdd && links.add ? (
        <Button component={Link} href={links.add} data-testid="add">
          {t('masters.list.add')}
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      {props.embedded ? (
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
          <Text c="dimmed" size="sm" component="div">
            {description}
          </Text>
          <Group gap="sm">{headerActions}</Group>
        </Group>
      ) : (
        <PageHeader title={title} description={description} actions={headerActions} />
      )}
      <DataTable
        label={title}
        columns={allColumns}
        queryKey={[resource, 'list', token]}
        fetchPage={fetchPage}
        rowKey={(row) => row.id}
        initialSort={initialSort}
        toolbar={
          exportList ? (query) => <ExportButton list={exportList} params={listParams(query)} /> : undefined
        }
        filters={{
          search: { placeholder: searchPlaceholder },
          selects: [
            ...(props.statusFilter === false
              ? []
              : [{ key: 'status', label: t('masters.list.status'), options: statusOptions }]),
            ...(props.filters ?? []),
          ],
          ...(props.createdFilter === false
            ? {}
            : { dateRange: { label: t('masters.list.createdBetween') } }),
        }}
      />
    </>
  );
}
