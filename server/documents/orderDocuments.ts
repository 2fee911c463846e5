import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { PrintedOrder } from '../orders/printedOrder';
import { gstinParty, industryParty, transporterParty } from './documentParties';
import type { DocumentParty, PrintedDocument } from './printedDocument';

const kg = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const weight = (value: number | null) => (value === null ? '-' : kg.format(value));
const wallTime = (at: Date) => isoToIndianWallTime(at).slice(0, 16);

/** Who sends the goods and who receives them: the industry's plant on one side, its client or vendor on the other. */
function consignment(printed: PrintedOrder): [DocumentParty, DocumentParty] {
  const plant = industryParty(printed, printed.order.direction === 'outbound' ? 'Consignor' : 'Consignee');
  const other = printed.order.direction === 'outbound' ? printed.client : printed.vendor;
  const party = gstinParty(printed.order.direction === 'outbound' ? 'Consignee' : 'Consignor', {
    name: other?.name ?? '-',
    gstin: other?.gstin ?? null,
  });
  return printed.order.direction === 'outbound' ? [plant, party] : [party, plant];
}

const trip = ({ order, from, to }: PrintedOrder): [string, string][] => [
  ['From', from],
  ['To', to],
  ['Vehicle', order.vehicleNumber ?? 'Not assigned yet'],
  ['Driver', [order.driverName, order.driverPhone].filter(Boolean).join(', ') || '-'],
];

/** The transporter's lorry receipt (consignment note) of an order: parties, lane, goods and freight. */
export function lorryReceiptDocument(printed: PrintedOrder, link: string): PrintedDocument {
  const { order } = printed;
  return {
    title: 'Lorry Receipt',
    number: order.number,
    date: wallTime(order.pickupAt).slice(0, 10),
    issuer: transporterParty(printed, 'Transporter'),
    parties: consignment(printed),
    facts: [...trip(printed), ['E-way bill', order.ewayBillNo ?? '-'], ['Pickup', wallTime(order.pickupAt)]],
    columns: [
      { label: 'Goods', width: 0.6 },
      { label: 'Weight (kg)', width: 0.4, align: 'right' },
    ],
    rows: [[printed.product?.name ?? 'As per invoice', weight(order.weightKg)]],
    totalLabel: 'Freight (INR)',
    totalPaise: order.freightPaise,
    link,
    note: 'Consignment note under the Carriage by Road Act, 2007. Goods are carried at the consignor’s risk.',
  };
}

/** The plant's gate pass of an order: the truck, its driver and every pass through the gate with its weights. */
export function gatePassDocument(printed: PrintedOrder, link: string): PrintedDocument {
  const { order } = printed;
  return {
    title: 'Gate Pass',
    number: order.number,
    date: wallTime(printed.passes.at(-1)?.at ?? order.pickupAt).slice(0, 10),
    issuer: industryParty(printed, 'Plant'),
    parties: [industryParty(printed, 'Plant'), transporterParty(printed, 'Transporter')],
    facts: trip(printed),
    columns: [
      { label: 'Pass', width: 0.16 },
      { label: 'At (IST)', width: 0.24 },
      { label: 'Vehicle', width: 0.2 },
      { label: 'Gross (kg)', width: 0.2, align: 'right' },
      { label: 'Tare (kg)', width: 0.2, align: 'right' },
    ],
    rows:
      printed.passes.length === 0
        ? [['No pass through the gate yet', '', '', '', '']]
        : printed.passes.map((pass) => [
            pass.kind === 'gate_in' ? 'Gate in' : 'Gate out',
            wallTime(pass.at),
            pass.vehicleNumber,
            weight(pass.grossWeightKg),
            weight(pass.tareWeightKg),
          ]),
    totalPaise: null,
    link,
  };
}
