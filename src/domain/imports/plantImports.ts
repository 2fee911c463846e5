import { PlantImportRow } from '../schemas/plantImport';
import { importSpec } from './importSpec';

/**
 * Plants, warehouses and depots from a file: one row per plant, known by its code. A code already the
 * industry's updates that plant; the others are added, as many as the plan's plant limit leaves room for.
 */
export const plantImportSpec = importSpec({
  kind: 'plant',
  permission: 'add-plant',
  editPermission: 'edit-plant',
  columns: [
    { key: 'code', required: true, example: 'RWA' },
    { key: 'name', required: true, example: 'Rewa Cement Works' },
    { key: 'kind', required: true, example: 'factory' },
    { key: 'address', required: true, example: 'Plot 7, Udyog Vihar, Satna Road' },
    { key: 'city', required: true, example: 'Rewa' },
    { key: 'state', required: true, example: 'Madhya Pradesh' },
    { key: 'pincode', required: true, example: '486001' },
    { key: 'locality', required: false, example: 'Rewa Chirahula' },
    { key: 'latitude', required: false, example: '24.5362' },
    { key: 'longitude', required: false, example: '81.3037' },
    { key: 'geofenceRadius', required: false, example: '500' },
    { key: 'business', required: false, example: '' },
  ],
  row: PlantImportRow,
  keys: ['code'],
  nameOf: (row) => row.name,
});
