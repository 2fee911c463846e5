import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { Translator } from '../i18n/translator';
import type { PrintedOrder } from '../orders/printedOrder';
import { gstinParty, industryParty, transporterParty } from './documentParties';
import type { DocumentParty, PrintedDocument } from './printedDocument';

const wallTime = (at: Date) => isoToIndianWallTime(at).slice(0, 16);

/** Who sends the goods and who receives them: the industry's plant on one side, its client or vendor on the other. */
function consignment(printed: PrintedOrder, { t }: Translator): [DocumentParty, DocumentParty] {
  const outbound = printed.order.direction === 'outbound';
  const consignor = t('documents.roles.consignor');
  const consignee = t('documents.roles.consignee');
  const plant = industryParty(printed, outbound ? consignor : consignee);
  const other = outbound ? printed.client : printed.vendor;
  const party = gstinParty(outbound ? consignee : consignor, {
    name: other?.name ?? '-',
    gstin: other?.gstin ?? null,
    address: printed.partyAddress,
  });
  return outbound ? [plant, party] : [party, plant];
}

const trip = ({ order, from, to }: PrintedOrder, { t }: Translator): [string, string][] => [
  [t('documents.facts.from'), from],
  [t('documents.facts.to'), to],
  [t('documents.facts.vehicle'), order.vehicleNumber ?? t('documents.facts.notAssigned')],
  [t('documents.facts.driver'), [order.driverName, order.driverPhone].filter(Boolean).join(', ') || '-'],
];

/**
 * When the truck left with the goods: the trip's start, or for an outbound order its pass out of the plant's
 * gate where the trip's start was not recorded (an inbound truck's gate-out is its leaving empty). Null until
 * it has left.
 */
const leftAt = ({ order }: PrintedOrder): Date | null =>
  order.inTransitAt ?? (order.direction === 'outbound' ? order.gateOutAt : null);

/** Weights as the reader's figures (lakh grouping), "-" where none was taken. */
const weight = ({ format }: Translator, value: number | null) =>
  value === null ? '-' : format.number(value, { maximumFractionDigits: 2 });

/** The transporter's lorry receipt (consignment note) of an order: parties, lane, goods and freight. */
export function lorryReceiptDocument(
  printed: PrintedOrder,
  link: string,
  reader: Translator,
): PrintedDocument {
  const { order } = printed;
  const { t } = reader;
  const left = leftAt(printed);
  return {
    language: reader.language,
    title: t('documents.lorryReceipt.title'),
    number: order.number,
    date: wallTime(order.pickupAt).slice(0, 10),
    issuer: transporterParty(printed, t('documents.roles.transporter')),
    parties: consignment(printed, reader),
    facts: [
      ...trip(printed, reader),
      [t('documents.facts.ewayBill'), order.ewayBillNo ?? '-'],
      [t('documents.facts.pickup'), wallTime(order.pickupAt)],
      [t('documents.facts.leftAt'), left ? wallTime(left) : '—'],
    ],
    columns: [
      { label: t('documents.columns.goods'), width: 0.6 },
      { label: t('documents.columns.weightKg'), width: 0.4, align: 'right' },
    ],
    rows: [
      [printed.product?.name ?? t('documents.lorryReceipt.asPerInvoice'), weight(reader, order.weightKg)],
    ],
    totalLabel: t('documents.lorryReceipt.total'),
    totalPaise: order.freightPaise,
    link,
    note: t('documents.lorryReceipt.note'),
  };
}

/** The plant's gate pass of an order: the truck, its driver and every pass through the gate with its weights. */
export function gatePassDocument(printed: PrintedOrder, link: string, reader: Translator): PrintedDocument {
  const { order } = printed;
  const { t } = reader;
  return {
    language: reader.language,
    title: t('documents.gatePass.title'),
    number: order.number,
    date: wallTime(printed.passes.at(-1)?.at ?? order.pickupAt).slice(0, 10),
    issuer: industryParty(printed, t('documents.roles.plant')),
    parties: [
      industryParty(printed, t('documents.roles.plant')),
      transporterParty(printed, t('documents.roles.transporter')),
    ],
    facts: trip(printed, reader),
    columns: [
      { label: t('documents.columns.pass'), width: 0.16 },
      { label: t('documents.columns.atIst'), width: 0.24 },
      { label: t('documents.columns.vehicle'), width: 0.2 },
      { label: t('documents.columns.grossKg'), width: 0.2, align: 'right' },
      { label: t('documents.columns.tareKg'), width: 0.2, align: 'right' },
    ],
    rows:
      printed.passes.length === 0
        ? [[t('documents.gatePass.noPass'), '', '', '', '']]
        : printed.passes.map((pass) => [
            t(`domain.status.${pass.kind}`),
            wallTime(pass.at),
            pass.vehicleNumber,
            weight(reader, pass.grossWeightKg),
            weight(reader, pass.tareWeightKg),
          ]),
    totalPaise: null,
    link,
  };
}
