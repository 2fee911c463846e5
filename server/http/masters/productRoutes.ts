import { Product, ProductInput, ProductListQuery } from '../../../src/domain/schemas/catalogue';
import { unitLabel } from '../../../src/i18n/productUnitLabel';
import { indianTime, recordStatus } from '../../exports/exportCells';
import { productStore } from '../../masters/productStore';
import { masterRoutes } from './masterRoutes';

/**
 * Products, listed in Settings. The catalogue has only add-product (seed-spec §6): every shipper user of the
 * industry reads the list (the request forms offer them anyway), and add-product adds, edits, switches and
 * deletes them.
 */
export const productRoutes = masterRoutes({
  path: '/api/products',
  tag: 'products',
  noun: 'This product',
  permissions: { list: null, add: 'add-product', edit: 'add-product' },
  plantUsers: { add: 'masterData', edit: 'masterData' },
  schemas: { row: Product, input: ProductInput, query: ProductListQuery },
  store: productStore,
  export: {
    columns: [
      { key: 'code', value: (p) => p.code },
      { key: 'name', value: (p) => p.name },
      { key: 'hsnCode', value: (p) => p.hsnCode },
      { key: 'unit', value: (p, t) => unitLabel(t, p.unit) },
      { key: 'defaultPackage', value: (p) => p.defaultPackage?.name ?? null },
      { key: 'status', value: (p, t) => recordStatus(t, p.status) },
      { key: 'createdAt', value: (p) => indianTime(p.createdAt) },
    ],
  },
});
