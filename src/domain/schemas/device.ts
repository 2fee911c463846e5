import { z } from 'zod';
import { say, says } from '../../i18n/schemaMessages';
import { imeiDigits, isImei, isImeiShape, simDigits } from '../imei';
import { DEVICE_STATUSES, DIRECTIONS } from '../statuses';
import { pageOf } from './list';
import { blankAsNull, masterListQuery } from './master';
import { VehicleNumber } from './orders';
import { text } from './storable';

export const DeviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof DeviceStatus>;

/** Fifteen digits with a good check digit; spaces and dashes as printed on the device's label are dropped. */
export const Imei = text(24)
  .trim()
  .transform(imeiDigits)
  .superRefine((digits, ctx) => {
    if (!isImeiShape(digits))
      ctx.addIssue({ code: 'custom', message: say('validation.schema.devices.imeiFormat') });
    else if (!isImei(digits))
      ctx.addIssue({ code: 'custom', message: say('validation.schema.devices.imeiCheck') });
  });

/** A mobile or M2M SIM number, stored as its digits. */
export const SimNumber = text(20)
  .trim()
  .refine((s) => simDigits(s) !== null, says('validation.schema.devices.sim'))
  .transform((s) => simDigits(s) ?? s);

/** A GPS device as the settings list shows it, with the order it tracks while issued. */
export const Device = z.object({
  id: z.number().int(),
  imei: z.string(),
  label: z.string(),
  simNumber: z.string().nullable(),
  vendorName: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  status: DeviceStatus,
  order: z
    .object({
      id: z.number().int(),
      number: z.string(),
      direction: z.enum(DIRECTIONS),
      /** The order is still on its trip: the device may not be sent back yet. */
      onTrip: z.boolean(),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof Device>;

export const DeviceInput = z.object({
  imei: Imei,
  label: text(40).trim().min(1, says('validation.schema.devices.enterLabel')),
  simNumber: blankAsNull(SimNumber),
  vendorName: blankAsNull(text(80).trim()),
  vehicleNumber: blankAsNull(VehicleNumber),
});
export type DeviceInput = z.output<typeof DeviceInput>;

/** Issuing a device fits it to a truck. */
export const IssueDeviceInput = z.object({ vehicleNumber: VehicleNumber });
export type IssueDeviceInput = z.output<typeof IssueDeviceInput>;

export const DEVICE_SORTS = ['label', 'imei', 'vehicleNumber', 'status', 'updatedAt'] as const;
export const DeviceListQuery = masterListQuery(DEVICE_SORTS, 'label', DeviceStatus);
export type DeviceListQuery = z.infer<typeof DeviceListQuery>;
export const DevicePage = pageOf(Device);
