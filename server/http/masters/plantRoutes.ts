import { Plant, PlantInput, PlantListQuery } from '../../../src/domain/schemas/plant';
import { indianTime, recordStatus } from '../../exports/exportCells';
import { plantStore } from '../../masters/plantStore';
import { masterRoutes } from './masterRoutes';

/** Plants, warehouses and depots: the six master routes, a plant user's within their plants. */
export const plantRoutes = masterRoutes({
  path: '/api/plants',
  tag: 'plants',
  noun: 'This plant',
  permissions: { list: 'list-plant', add: 'add-plant', edit: 'edit-plant' },
  // A new plant is in no plant user's scope yet: adding one is the industry's.
  plantUsers: { edit: 'plants' },
  schemas: { row: Plant, input: PlantInput, query: PlantListQuery },
  store: plantStore,
  export: {
    columns: [
      { key: 'code', value: (p) => p.code },
      { key: 'name', value: (p) => p.name },
      { key: 'kind', value: (p, t) => t(`domain.plantKinds.${p.kind}`) },
      { key: 'businessUnit', value: (p) => p.business },
      { key: 'address', value: (p) => p.address },
      { key: 'city', value: (p) => p.city },
      { key: 'state', value: (p) => p.state },
      { key: 'pincode', value: (p) => p.pincode },
      { key: 'latitude', value: (p) => p.latitude },
      { key: 'longitude', value: (p) => p.longitude },
      { key: 'geofenceRadius', value: (p) => p.geofenceRadiusM },
      { key: 'slaLanes', value: (p) => p.slaLanes },
      { key: 'status', value: (p, t) => recordStatus(t, p.status) },
      { key: 'createdAt', value: (p) => indianTime(p.createdAt) },
    ],
  },
});
