import type { TFunction } from 'i18next';
import domain from './en/domain.json';

type StatusWord = keyof typeof domain.status;
const isStatusWord = (status: string): status is StatusWord => Object.hasOwn(domain.status, status);

/**
 * "vehicle_assigned" → "Vehicle assigned" / "गाड़ी लगी": the status vocabularies are snake case, people read
 * words of their language (`domain.status.*`). A status the catalogue does not know yet reads as its words.
 */
export const lifecycleLabel = (t: TFunction, status: string): string => {
  if (isStatusWord(status)) return t(`domain.status.${status}`);
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
