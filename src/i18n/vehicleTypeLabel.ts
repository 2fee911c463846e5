import type { TFunction } from 'i18next';
import { vehicleTypeKey } from '../domain/vehicleTypes';

/** A request's vehicle type in the reader's language when it is one of ours; a type typed by hand stays as typed. */
export const vehicleTypeLabel = (t: TFunction, name: string): string => {
  const key = vehicleTypeKey(name);
  return key ? t(`domain.vehicleTypes.${key}`) : name;
};
