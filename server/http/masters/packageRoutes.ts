import { Package, PackageInput, PackageListQuery } from '../../../src/domain/schemas/catalogue';
import { indianTime, recordStatus } from '../../exports/exportCells';
import { packageStore } from '../../masters/packageStore';
import { masterRoutes } from './masterRoutes';

/** Packages, listed in Settings: read by every shipper user, changed with add-package (as products). */
export const packageRoutes = masterRoutes({
  path: '/api/packages',
  tag: 'packages',
  noun: 'This package',
  permissions: { list: null, add: 'add-package', edit: 'add-package' },
  plantUsers: { add: 'masterData', edit: 'masterData' },
  schemas: { row: Package, input: PackageInput, query: PackageListQuery },
  store: packageStore,
  export: {
    columns: [
      { key: 'name', value: (p) => p.name },
      { key: 'unitWeight', value: (p) => p.unitWeightKg },
      { key: 'products', value: (p) => p.productCount },
      { key: 'status', value: (p, t) => recordStatus(t, p.status) },
      { key: 'createdAt', value: (p) => indianTime(p.createdAt) },
    ],
  },
});
