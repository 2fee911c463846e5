import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { isContainerNumber, normaliseContainerNumber } from '../containerNumber';
import { MAX_CONTAINER_FREE_DAYS } from '../containerProgress';
import {
  CONTAINER_EVENT_CODES,
  CONTAINER_EVENT_TYPES,
  CONTAINER_STATUSES,
  DIRECTIONS,
  EVENT_CLASSIFIERS,
} from '../statuses';
import { ListQuery, pageOf } from './list';
import { int32, text } from './storable';

/** A container number as people type it (spaces, dashes, lower case), stored in its 11-character form. */
export const ContainerNumber = text(20)
  .trim()
  .refine(isContainerNumber, says('validation.schema.containerNumber'))
  .transform(normaliseContainerNumber);

/** The most containers one order carries: a full rake of a container train is far fewer on a truck order. */
export const MAX_CONTAINERS_PER_ORDER = 20;

/** The containers of an order, each once. */
export const ContainerNumbers = z
  .array(ContainerNumber)
  .max(MAX_CONTAINERS_PER_ORDER, says('validation.schema.containerNumbers'))
  .refine((numbers) => new Set(numbers).size === numbers.length, says('validation.schema.containerNumbers'));

/** PUT /api/orders/:id/containers: the order's containers as a whole (new ones added, missing ones removed). */
export const OrderContainersInput = z.object({ containerNumbers: ContainerNumbers });

/** A container as an order lists it. */
export const OrderContainer = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(CONTAINER_STATUSES),
});
export type OrderContainer = z.infer<typeof OrderContainer>;

export const ContainerListQuery = ListQuery.extend({
  direction: z.enum(DIRECTIONS),
  status: z.enum(CONTAINER_STATUSES).optional(),
  sort: z.enum(['number', 'lastEventAt', 'freeUntil', 'orderNumber']).default('lastEventAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ContainerListQuery = z.infer<typeof ContainerListQuery>;

const Place = z.object({
  /** UN/LOCODE, when the feed gave one. */
  code: z.string().nullable(),
  name: z.string().nullable(),
});

export const ContainerRow = z.object({
  id: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(CONTAINER_STATUSES),
  order: z.object({ id: z.number().int(), number: z.string() }),
  plant: z.object({ id: z.number().int(), name: z.string() }),
  /** The latest actual milestone. */
  lastEvent: z.object({ code: z.enum(CONTAINER_EVENT_CODES), at: z.string(), place: Place }).nullable(),
  freeDays: z.number().int(),
  dischargedAt: z.string().nullable(),
  gatedOutAt: z.string().nullable(),
  freeUntil: z.string().nullable(),
  /** Whole free days left now; null while the clock does not run (before discharge, after gate-out). */
  freeDaysLeft: z.number().int().nullable(),
});
export type ContainerRow = z.infer<typeof ContainerRow>;
export const ContainerPage = pageOf(ContainerRow);

export const ContainerMilestone = z.object({
  id: z.number().int(),
  eventType: z.enum(CONTAINER_EVENT_TYPES),
  code: z.enum(CONTAINER_EVENT_CODES),
  classifier: z.enum(EVENT_CLASSIFIERS),
  at: z.string(),
  place: Place,
  facilityCode: z.string().nullable(),
  vesselName: z.string().nullable(),
  vesselImo: z.string().nullable(),
  voyage: z.string().nullable(),
  /** A shipment event's document (booking, transport document…) and its type code. */
  documentId: z.string().nullable(),
  documentType: z.string().nullable(),
  emptyIndicator: z.enum(['EMPTY', 'LADEN']).nullable(),
});
export type ContainerMilestone = z.infer<typeof ContainerMilestone>;

export const ContainerDetail = ContainerRow.extend({
  /** Every milestone, oldest first (planned and estimated ones at the time they name). */
  milestones: z.array(ContainerMilestone),
});
export type ContainerDetail = z.infer<typeof ContainerDetail>;

/** PUT /api/containers/:id/free-days. */
export const ContainerFreeDaysInput = z.object({ freeDays: int32(0, MAX_CONTAINER_FREE_DAYS) });
