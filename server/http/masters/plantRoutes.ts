import { Plant, PlantInput, PlantListQuery } from '../../../src/domain/schemas/plant';
import { plantStore } from '../../masters/plantStore';
import { masterRoutes } from './masterRoutes';

/** Plants, warehouses and depots: the six master routes, within a plant user's plants. */
export const plantRoutes = masterRoutes({
  path: '/api/plants',
  tag: 'plants',
  noun: 'This plant',
  permissions: { list: 'list-plant', add: 'add-plant', edit: 'edit-plant' },
  schemas: { row: Plant, input: PlantInput, query: PlantListQuery },
  store: plantStore,
});
