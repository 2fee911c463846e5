import { z } from 'zod';
import { ListQuery, pageOf } from './list';
import { RecordStatus } from './master';

export const Plant = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['factory', 'warehouse', 'depot']),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  geofenceRadiusM: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Plant = z.infer<typeof Plant>;

export const PLANT_SORTS = ['name', 'code', 'city', 'state', 'createdAt'] as const;
export const PlantListQuery = ListQuery.extend({
  sort: z.enum(PLANT_SORTS).default('name'),
  status: RecordStatus.optional(),
});
export type PlantListQuery = z.infer<typeof PlantListQuery>;
export const PlantPage = pageOf(Plant);
