import { Business, BusinessInput, BusinessListQuery } from '../../../src/domain/schemas/business';
import { businessStore } from '../../masters/businessStore';
import { masterRoutes } from './masterRoutes';

export const businessRoutes = masterRoutes({
  path: '/api/businesses',
  tag: 'businesses',
  noun: 'This business',
  permissions: { list: 'list-business', add: 'add-business', edit: 'edit-business' },
  schemas: { row: Business, input: BusinessInput, query: BusinessListQuery },
  store: businessStore,
});
