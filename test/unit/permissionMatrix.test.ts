import { describe, expect, it } from 'vitest';
import {
  PERMISSION_ACTIONS,
  permissionMatrix,
  rowPermissions,
  rowState,
  STANDALONE_PERMISSIONS,
  withPermissions,
} from '../../src/domain/permissionMatrix';
import { PERMISSIONS, type Permission } from '../../src/domain/permissions';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';

describe('the permission matrix', () => {
  const matrix = permissionMatrix();

  it('offers every permission of the catalogue exactly once', () => {
    const offered = matrix.flatMap(rowPermissions);
    expect([...offered].sort()).toEqual([...PERMISSIONS].sort());
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('has a row per resource of the seed, in the catalogue order, then the standalone permissions', () => {
    expect(matrix.map((row) => row.key)).toEqual([
      'inbound-request',
      'outbound-request',
      'inbound-order',
      'outbound-order',
      'offline-inbound-order',
      'offline-outbound-order',
      'client',
      'vendor',
      'plant',
      'business',
      'staff',
      'role',
      'industry-transporter',
      'industry-report',
      'plan',
      'whats-new',
      'terms-conditions',
      'product',
      'package',
      'list-bids-inbound-request',
      'payment-summary',
      'bid-list',
      'add-edit-delete',
    ]);
    expect(
      matrix
        .filter((row) => row.kind === 'standalone')
        .map((row) => row.key)
        .sort(),
    ).toEqual([...STANDALONE_PERMISSIONS].sort());
  });

  it('puts a cell only where the catalogue has that permission', () => {
    const inbound = matrix.find((row) => row.key === 'inbound-request');
    expect(inbound).toEqual({
      kind: 'resource',
      key: 'inbound-request',
      cells: {
        list: 'list-inbound-request',
        add: 'add-inbound-request',
        edit: 'edit-inbound-request',
        detail: 'detail-inbound-request',
        replicate: 'replicate-inbound-request',
      },
    });
    const product = matrix.find((row) => row.key === 'product');
    expect(product).toMatchObject({
      cells: { list: null, add: 'add-product', edit: null, detail: null, replicate: null },
    });
    // add-edit-delete is not "add" of an "edit-delete" resource.
    expect(matrix.find((row) => row.key === 'edit-delete')).toBeUndefined();
  });

  it('follows the catalogue it is given', () => {
    const small: Permission[] = ['list-client', 'edit-client', 'bid-list'];
    expect(permissionMatrix(small)).toEqual([
      {
        kind: 'resource',
        key: 'client',
        cells: { list: 'list-client', add: null, edit: 'edit-client', detail: null, replicate: null },
      },
      { kind: 'standalone', key: 'bid-list', permission: 'bid-list' },
    ]);
  });

  it('names every row and action in both languages', () => {
    for (const catalogue of [en, hi]) {
      const words = catalogue.people.roles.matrix;
      for (const row of matrix) {
        const names: Record<string, string> = row.kind === 'resource' ? words.resources : words.standalone;
        expect(names[row.key], `${row.key}`).toBeTruthy();
      }
      for (const action of PERMISSION_ACTIONS) expect(words.actions[action]).toBeTruthy();
    }
  });

  it('toggles a row on and off, keeping the catalogue order and what may not change', () => {
    const client = matrix.find((row) => row.key === 'client')!;
    const chosen = withPermissions(['payment-summary', 'list-inbound-order'], rowPermissions(client), true);
    expect(chosen).toEqual([
      'list-inbound-order',
      'list-client',
      'add-client',
      'edit-client',
      'payment-summary',
    ]);
    expect(rowState(client, chosen)).toBe('all');
    const some = withPermissions(chosen, ['add-client'], false);
    expect(rowState(client, some)).toBe('some');
    const locked = withPermissions(some, rowPermissions(client), false, (p) => p !== 'list-client');
    expect(locked).toEqual(['list-inbound-order', 'list-client', 'payment-summary']);
    expect(rowState(client, [])).toBe('none');
  });
});
