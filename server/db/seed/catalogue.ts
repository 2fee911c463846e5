import { STARTER_PAYMENT_TERMS } from '../../tenancy/starterPaymentTerms';
import { paymentTerms } from '../schema/billing';
import { packages, products } from '../schema/catalogue';
import { requestSettings } from '../schema/requests';
import { insertMany } from './batch';
import type { SeedContext } from './context';

export interface SeededCatalogue {
  /** What leaves the plants (outbound) and what comes in (inbound). */
  outboundProductIds: number[];
  inboundProductIds: number[];
  packageIds: number[];
  paymentTermIds: number[];
}

export async function seedCatalogue(ctx: SeedContext, industryId: number): Promise<SeededCatalogue> {
  const packageIds = await insertMany(ctx.db, packages, [
    { industryId, name: '50 kg HDPE bag', unitWeightKg: 50 },
    { industryId, name: '1.5 t jumbo bag', unitWeightKg: 1500 },
    { industryId, name: 'Bulk (bulker)', unitWeightKg: null },
    { industryId, name: 'Loose (tipper)', unitWeightKg: null },
  ]);
  const [bag, , bulker, loose] = packageIds;
  // Cement leaves in bags, fly ash in bulkers, the rest loose in tippers; sacks are counted, not packed.
  const outbound = [
    { code: 'OPC53', name: 'OPC 53 Grade Cement', hsnCode: '25232930', unit: 'MT', defaultPackageId: bag },
    { code: 'OPC43', name: 'OPC 43 Grade Cement', hsnCode: '25232930', unit: 'MT', defaultPackageId: bag },
    {
      code: 'PPC',
      name: 'Portland Pozzolana Cement',
      hsnCode: '25232930',
      unit: 'MT',
      defaultPackageId: bag,
    },
    { code: 'PSC', name: 'Portland Slag Cement', hsnCode: '25232990', unit: 'MT', defaultPackageId: bag },
    { code: 'CLK', name: 'Clinker', hsnCode: '25231000', unit: 'MT', defaultPackageId: loose },
  ];
  const inbound = [
    { code: 'GYP', name: 'Gypsum', hsnCode: '25201010', unit: 'MT', defaultPackageId: loose },
    { code: 'COAL', name: 'Steam Coal', hsnCode: '27011920', unit: 'MT', defaultPackageId: loose },
    { code: 'PETC', name: 'Pet Coke', hsnCode: '27131100', unit: 'MT', defaultPackageId: loose },
    { code: 'FASH', name: 'Fly Ash', hsnCode: '26219000', unit: 'MT', defaultPackageId: bulker },
    { code: 'SLAG', name: 'Granulated Slag', hsnCode: '26181000', unit: 'MT', defaultPackageId: loose },
    { code: 'BAGS', name: 'HDPE Woven Sacks', hsnCode: '63053300', unit: 'piece', defaultPackageId: null },
  ];
  const outboundProductIds = await insertMany(
    ctx.db,
    products,
    outbound.map((p) => ({ ...p, industryId })),
  );
  const inboundProductIds = await insertMany(
    ctx.db,
    products,
    inbound.map((p) => ({ ...p, industryId })),
  );
  // The industry's default terms; its transporters have none of their own until someone sets them.
  const paymentTermIds = await insertMany(ctx.db, paymentTerms, [{ industryId, ...STARTER_PAYMENT_TERMS }]);
  // Transporters see their rank by default; whom to invite is chosen request by request until set here.
  await insertMany(ctx.db, requestSettings, [
    { industryId, name: 'Standard bidding', bidVisibility: 'rank' },
  ]);
  return { outboundProductIds, inboundProductIds, packageIds, paymentTermIds };
}
