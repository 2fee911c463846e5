import { Package, PackageInput, PackageListQuery } from '../../../src/domain/schemas/catalogue';
import { packageStore } from '../../masters/packageStore';
import { masterRoutes } from './masterRoutes';

/** Packages, listed in Settings: read by every shipper user, changed with add-package (as products). */
export const packageRoutes = masterRoutes({
  path: '/api/packages',
  tag: 'packages',
  noun: 'This package',
  permissions: { list: null, add: 'add-package', edit: 'add-package' },
  schemas: { row: Package, input: PackageInput, query: PackageListQuery },
  store: packageStore,
});
