import { Button, Checkbox, Group, Input, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MatrixRow,
  PERMISSION_ACTIONS,
  permissionMatrix,
  rowPermissions,
  rowState,
  withPermissions,
} from '../../../domain/permissionMatrix';
import { PERMISSIONS, type Permission } from '../../../domain/permissions';
import type { en } from '../../../i18n/englishCatalogue';
import { SectionCard } from '../../components/SectionCard';

export interface PermissionMatrixProps {
  /** The role's permissions. */
  value: readonly string[];
  onChange: (permissions: Permission[]) => void;
  /** What the signed-in user may give: their own permissions (the server refuses the rest). */
  grantable: readonly string[];
  error?: string;
}

type MatrixWords = (typeof en)['people']['roles']['matrix'];

/** The row's name; test/unit/permissionMatrix.test.ts keeps a name in both catalogues for every row. */
const itemName = (t: TFunction, row: MatrixRow): string =>
  row.kind === 'resource'
    ? t(`people.roles.matrix.resources.${row.key as keyof MatrixWords['resources']}`)
    : t(`people.roles.matrix.standalone.${row.key as keyof MatrixWords['standalone']}`);

/**
 * The role form's permissions: a row per item of the catalogue (derived by src/domain/permissionMatrix.ts),
 * a column per action, a box where the catalogue has that permission and a greyed one where it has none, and a
 * row toggle for all of an item's. On a phone each item is a block of its own boxes instead of a wide table.
 */
export function PermissionMatrix({ value, onChange, grantable, error }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => permissionMatrix(), []);
  const narrow = useMediaQuery('(max-width: 48em)');
  const mayGive = (permission: Permission) => grantable.includes(permission);
  const set = (permissions: readonly Permission[], on: boolean) =>
    onChange(withPermissions(value, permissions, on, mayGive));
  const resources = rows.filter((row) => row.kind === 'resource');
  const others = rows.filter((row) => row.kind === 'standalone');

  /** One permission's box: greyed when the editor may not give it, with the reason on hover. */
  const box = (permission: Permission, label: string, visibleLabel?: string) => {
    const checkbox = (
      <Checkbox
        checked={value.includes(permission)}
        disabled={!mayGive(permission)}
        onChange={(event) => set([permission], event.currentTarget.checked)}
        aria-label={label}
        label={visibleLabel}
        data-testid={`permission-${permission}`}
      />
    );
    return mayGive(permission) ? (
      checkbox
    ) : (
      <Tooltip label={t('people.roles.matrix.notGrantable')} multiline w={240}>
        <span>{checkbox}</span>
      </Tooltip>
    );
  };

  /** The row toggle: on when all the item's are, mixed when some are. */
  const rowToggle = (row: MatrixRow) => {
    const state = rowState(row, value);
    return (
      <Checkbox
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={!rowPermissions(row).some(mayGive)}
        onChange={() => set(rowPermissions(row), state !== 'all')}
        aria-label={t('people.roles.matrix.allOf', { item: itemName(t, row) })}
        data-testid={`permission-row-${row.key}`}
      />
    );
  };

  const cell = (row: MatrixRow & { kind: 'resource' }, action: (typeof PERMISSION_ACTIONS)[number]) => {
    const permission = row.cells[action];
    const label = t('people.roles.matrix.cell', {
      action: t(`people.roles.matrix.actions.${action}`),
      item: itemName(t, row),
    });
    return permission ? (
      box(permission, label)
    ) : (
      <Checkbox
        disabled
        checked={false}
        readOnly
        aria-label={`${label} (${t('people.roles.matrix.none')})`}
      />
    );
  };

  const wide = (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing={6} data-testid="permission-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.roles.matrix.item')}</Table.Th>
            {PERMISSION_ACTIONS.map((action) => (
              <Table.Th key={action} ta="center">
                {t(`people.roles.matrix.actions.${action}`)}
              </Table.Th>
            ))}
            <Table.Th ta="center">{t('people.roles.matrix.all')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resources.map((row) =>
            row.kind === 'resource' ? (
              <Table.Tr key={row.key} data-testid={`matrix-row-${row.key}`}>
                <Table.Th scope="row" fw={500}>
                  {itemName(t, row)}
                </Table.Th>
                {PERMISSION_ACTIONS.map((action) => (
                  <Table.Td key={action}>
                    <Group justify="center">{cell(row, action)}</Group>
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group justify="center">{rowToggle(row)}</Group>
                </Table.Td>
              </Table.Tr>
            ) : null,
          )}
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text fw={600} size="sm">
                {t('people.roles.matrix.others')}
              </Text>
            </Table.Td>
          </Table.Tr>
          {others.map((row) =>
            row.kind === 'standalone' ? (
              <Table.Tr key={row.key} data-testid={`matrix-row-${row.key}`}>
                <Table.Th scope="row" fw={500}>
                  {itemName(t, row)}
                </Table.Th>
                <Table.Td colSpan={6}>
                  {box(row.permission, itemName(t, row), t('people.roles.matrix.allowed'))}
                </Table.Td>
              </Table.Tr>
            ) : null,
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  const stacked = (
    <Stack gap="xs" data-testid="permission-matrix">
      {resources.map((row) =>
        row.kind === 'resource' ? (
          <Paper key={row.key} withBorder radius="sm" p="sm" data-testid={`matrix-row-${row.key}`}>
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <Text fw={500} size="sm">
                {itemName(t, row)}
              </Text>
              {rowToggle(row)}
            </Group>
            <Group gap="md">
              {PERMISSION_ACTIONS.flatMap((action) => {
                const permission = row.cells[action];
                if (!permission) return [];
                const label = t('people.roles.matrix.cell', {
                  action: t(`people.roles.matrix.actions.${action}`),
                  item: itemName(t, row),
                });
                return [
                  <span key={action}>
                    {box(permission, label, t(`people.roles.matrix.actions.${action}`))}
                  </span>,
                ];
              })}
            </Group>
          </Paper>
        ) : null,
      )}
      <Text fw={600} size="sm" mt="xs">
        {t('people.roles.matrix.others')}
      </Text>
      {others.map((row) =>
        row.kind === 'standalone' ? (
          <Paper key={row.key} withBorder radius="sm" p="sm" data-testid={`matrix-row-${row.key}`}>
            {box(row.permission, itemName(t, row), itemName(t, row))}
          </Paper>
        ) : null,
      )}
    </Stack>
  );

  const givable = PERMISSIONS.filter(mayGive);
  return (
    <SectionCard
      title={t('people.roles.matrix.title')}
      description={t('people.roles.matrix.hint')}
      testId="permissions-section"
      actions={
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="permissions-chosen" aria-live="polite">
            {t('people.roles.matrix.chosen', { chosen: value.length, total: PERMISSIONS.length })}
          </Text>
          <Button variant="light" size="xs" onClick={() => set(givable, true)} data-testid="permissions-all">
            {t('people.roles.matrix.selectAll')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => set(givable, false)}
            data-testid="permissions-none"
          >
            {t('people.roles.matrix.clearAll')}
          </Button>
        </Group>
      }
    >
      {narrow ? stacked : wide}
      {error ? (
        <Input.Error mt="sm" role="alert" data-testid="permissions-error">
          {error}
        </Input.Error>
      ) : null}
    </SectionCard>
  );
}
