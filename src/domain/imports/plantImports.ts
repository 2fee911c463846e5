import { PlantImportRow } from '../schemas/plantImport';
import { importSpec } from './importSpec';

/**
 * Plants, warehouses and depots from a file: one row per plant, known by its code. A code already the
 * industry's updates that plant; the others are added, as many as the plan's plant limit leaves room for.
 */
export const plantImportSpec = importSpec({
  kind: 'plant',
  permission: 'add-plant',
  columns: [
    { key: 'code', required: true, example: 'STN' },
    { key: 'name', required: true, example: 'Satna Cement Works' },
    { key: 'kind', required: true, example: 'factory' },
    { key: 'address', required: true, example: 'Plot 7, Industrial Area, Rewa Road' },
    { key: 'city', required: true, example: 'Satna' },
    { key: 'state', required: true, example: 'Madhya Pradesh' },
    { key: 'pincode', required: true, example: '485001' },
    { key: 'latitude', required: false, example: '24.5854' },
    { key: 'longitude', required: false, example: '80.8322' },
    { key: 'geofenceRadius', required: false, example: '500' },
    { key: 'business', required: false, example: '' },
  ],
  row: PlantImportRow,
  keys: ['code'],
  nameOf: (row) => row.name,
});
