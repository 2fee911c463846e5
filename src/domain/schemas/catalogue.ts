import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { pageOf } from './list';
import { blankAsNull, masterListQuery, RecordStatus } from './master';
import { int32, real, text } from './storable';

/**
 * The units a product is sold and moved in: tonnes, quintals and kilograms for bulk, litres and kilolitres for
 * liquids, and bags, pieces, boxes, drums and rolls for what is counted (the GST invoice's quantity codes that
 * freight uses).
 */
export const PRODUCT_UNITS = [
  'MT',
  'quintal',
  'kg',
  'litre',
  'kl',
  'bag',
  'piece',
  'box',
  'drum',
  'roll',
] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** HSN codes are read at 4, 6 or 8 digits (chapter heading, sub-heading, tariff item). */
export const HsnCode = text(8)
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, says('validation.schema.catalogue.hsn'));

/** A product code as printed on dispatch papers: letters, digits and a few separators, upper-cased. */
export const ProductCode = text(20)
  .trim()
  .min(1, says('validation.schema.catalogue.enterCode'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_-]*$/, says('validation.schema.catalogue.codeFormat'))
  .transform((code) => code.toUpperCase());

/** A package a form picks: its id as the select holds it (text) or as the API sends it (a number). */
const PackageChoice = blankAsNull(
  z.coerce.number(says('validation.schema.catalogue.package')).pipe(
    int32(1, 2_147_483_647, {
      number: says('validation.schema.catalogue.package'),
      whole: says('validation.schema.catalogue.package'),
      min: says('validation.schema.catalogue.package'),
      max: says('validation.schema.catalogue.package'),
    }),
  ),
);

export const Product = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string(),
  defaultPackage: z.object({ id: z.number().int(), name: z.string(), status: RecordStatus }).nullable(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductInput = z.object({
  code: ProductCode,
  name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
  hsnCode: blankAsNull(HsnCode),
  unit: z.enum(PRODUCT_UNITS, says('validation.schema.catalogue.unit')),
  defaultPackageId: PackageChoice,
});
export type ProductInput = z.output<typeof ProductInput>;

export const PRODUCT_SORTS = ['code', 'name', 'unit', 'createdAt'] as const;
export const ProductListQuery = masterListQuery(PRODUCT_SORTS, 'name');
export type ProductListQuery = z.infer<typeof ProductListQuery>;
export const ProductPage = pageOf(Product);

/** The heaviest single package the forms take: a 50 t container load, far past a jumbo bag. */
export const MAX_PACKAGE_KG = 50_000;

export const Package = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Bulk and loose loads have no unit weight. */
  unitWeightKg: z.number().nullable(),
  /** Products that pick it by default. */
  productCount: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Package = z.infer<typeof Package>;

const unitWeight = says('validation.schema.catalogue.unitWeight');

export const PackageInput = z.object({
  name: text(80).trim().min(1, says('validation.schema.masters.enterName')),
  unitWeightKg: blankAsNull(
    real(0.01, MAX_PACKAGE_KG, { number: unitWeight, min: unitWeight, max: unitWeight }),
  ),
});
export type PackageInput = z.output<typeof PackageInput>;

export const PACKAGE_SORTS = ['name', 'unitWeightKg', 'productCount', 'createdAt'] as const;
export const PackageListQuery = masterListQuery(PACKAGE_SORTS, 'name');
export type PackageListQuery = z.infer<typeof PackageListQuery>;
export const PackagePage = pageOf(Package);
