import { TransporterImportRow } from '../schemas/transporter';
import { importSpec } from './importSpec';

/**
 * My transporters from a file: one row per transporter, known by its GSTIN. A GSTIN already in the list
 * updates the industry's contact there; one on Freightdesk is linked; a new one is invited (its company, its
 * account with a mailed set-password link, and the link), as the add screen does one at a time.
 */
export const transporterImportSpec = importSpec({
  kind: 'transporter',
  permission: 'add-industry-transporter',
  // The transporter's form edits a link's contact under the same permission as adding one.
  editPermission: 'add-industry-transporter',
  columns: [
    { key: 'gstin', required: true, example: '23AAACT1234Q1ZC' },
    { key: 'name', required: true, example: 'Narmada Freight Carriers' },
    { key: 'contactName', required: false, example: 'Rajesh Verma' },
    { key: 'email', required: true, example: 'dispatch@narmadafreight.in' },
    { key: 'mobile', required: true, example: '+91 98260 12345' },
    { key: 'city', required: true, example: 'Jabalpur' },
    { key: 'state', required: false, example: 'Madhya Pradesh' },
    { key: 'address', required: false, example: '112 Transport Nagar, Sihora Road' },
  ],
  row: TransporterImportRow,
  // A GSTIN already in the list updates that link's contact; an e-mail or mobile is one contact's only.
  keys: ['gstin', 'email', 'mobile'],
  nameOf: (row) => row.name,
});
