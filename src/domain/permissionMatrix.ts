import { PERMISSIONS, type Permission } from './permissions';

/**
 * The role form's permission matrix, derived from the catalogue rather than written out: a row per resource
 * (in the catalogue's order), a column per action, a cell where the catalogue has that permission. A new
 * permission in the catalogue shows up in the matrix by itself.
 */
export const PERMISSION_ACTIONS = ['list', 'add', 'edit', 'detail', 'replicate'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * Permissions named outside the action-resource pattern (seed-spec §6 "Others"). Read as a pattern, two of them
 * would split wrongly (`add-edit-delete` is not "add" of an `edit-delete` resource), so they are their own rows.
 */
export const STANDALONE_PERMISSIONS = [
  'payment-summary',
  'bid-list',
  'add-edit-delete',
  'list-bids-inbound-request',
] as const satisfies readonly Permission[];

export type MatrixRow =
  | {
      kind: 'resource';
      /** `inbound-request`, `offline-inbound-order`, `client`… */
      key: string;
      /** The permission of each action; null where the catalogue has none for this resource. */
      cells: Readonly<Record<PermissionAction, Permission | null>>;
    }
  | { kind: 'standalone'; key: Permission; permission: Permission };

const ACTION_PATTERN = new RegExp(`^(${PERMISSION_ACTIONS.join('|')})-(.+)$`);

const isStandalone = (permission: Permission): boolean =>
  (STANDALONE_PERMISSIONS as readonly string[]).includes(permission);

/** The matrix of a catalogue: resource rows in order of first appearance, then the standalone permissions. */
export function permissionMatrix(catalogue: readonly Permission[] = PERMISSIONS): MatrixRow[] {
  const resources = new Map<string, Record<PermissionAction, Permission | null>>();
  const standalone: MatrixRow[] = [];
  for (const permission of catalogue) {
    const match = isStandalone(permission) ? null : ACTION_PATTERN.exec(permission);
    if (!match) {
      standalone.push({ kind: 'standalone', key: permission, permission });
      continue;
    }
    const action = match[1] as PermissionAction;
    const resource = match[2]!;
    let cells = resources.get(resource);
    if (!cells) {
      cells = { list: null, add: null, edit: null, detail: null, replicate: null };
      resources.set(resource, cells);
    }
    cells[action] = permission;
  }
  return [
    ...[...resources].map(([key, cells]): MatrixRow => ({ kind: 'resource', key, cells })),
    ...standalone,
  ];
}

/** The permissions a row offers (its row toggle turns these on or off together). */
export const rowPermissions = (row: MatrixRow): Permission[] =>
  row.kind === 'standalone'
    ? [row.permission]
    : PERMISSION_ACTIONS.map((action) => row.cells[action]).filter((p): p is Permission => p !== null);

/** Whether a row's permissions are all, some or none of `chosen`: its row toggle's checked state. */
export function rowState(row: MatrixRow, chosen: readonly string[]): 'all' | 'some' | 'none' {
  const offered = rowPermissions(row);
  const held = offered.filter((p) => chosen.includes(p)).length;
  return held === 0 ? 'none' : held === offered.length ? 'all' : 'some';
}

/**
 * `chosen` with one permission, or a whole row's, turned on or off; kept in the catalogue's order, so a
 * saved role reads the same however its boxes were ticked. Permissions outside `changeable` (those the
 * editor may not give) keep their state.
 */
export function withPermissions(
  chosen: readonly string[],
  permissions: readonly Permission[],
  on: boolean,
  changeable: (permission: Permission) => boolean = () => true,
): Permission[] {
  const next = new Set(chosen);
  for (const permission of permissions) {
    if (!changeable(permission)) continue;
    if (on) next.add(permission);
    else next.delete(permission);
  }
  return PERMISSIONS.filter((p) => next.has(p));
}
