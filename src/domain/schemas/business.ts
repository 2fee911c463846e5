import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { Gstin } from './identityFields';
import { pageOf } from './list';
import { blankAsNull, masterListQuery, RecordStatus } from './master';
import { text } from './storable';

/** A business unit: a name that groups some of the industry's plants. */
export const Business = z.object({
  id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  /** Plants grouped under it. */
  plantCount: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type Business = z.infer<typeof Business>;

export const BusinessInput = z.object({
  name: text(120).trim().min(1, says('validation.schema.masters.enterName')),
  gstin: blankAsNull(Gstin),
});
export type BusinessInput = z.infer<typeof BusinessInput>;

export const BUSINESS_SORTS = ['name', 'plantCount', 'createdAt'] as const;
export const BusinessListQuery = masterListQuery(BUSINESS_SORTS, 'name');
export type BusinessListQuery = z.infer<typeof BusinessListQuery>;
export const BusinessPage = pageOf(Business);
