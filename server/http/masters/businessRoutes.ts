import { Business, BusinessInput, BusinessListQuery } from '../../../src/domain/schemas/business';
import { indianTime, recordStatus } from '../../exports/exportCells';
import { businessStore } from '../../masters/businessStore';
import { masterRoutes } from './masterRoutes';

export const businessRoutes = masterRoutes({
  path: '/api/businesses',
  tag: 'businesses',
  noun: 'This business',
  permissions: { list: 'list-business', add: 'add-business', edit: 'edit-business' },
  schemas: { row: Business, input: BusinessInput, query: BusinessListQuery },
  store: businessStore,
  export: {
    columns: [
      { key: 'name', value: (b) => b.name },
      { key: 'gstin', value: (b) => b.gstin },
      { key: 'plants', value: (b) => b.plantCount },
      { key: 'status', value: (b, t) => recordStatus(t, b.status) },
      { key: 'createdAt', value: (b) => indianTime(b.createdAt) },
    ],
  },
});
