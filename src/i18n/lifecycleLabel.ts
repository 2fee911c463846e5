import type { TFunction } from 'i18next';

type StatusWord = keyof typeof import('./en/domain.json')['status'];

/**
 * "vehicle_assigned" → "Vehicle assigned" / "गाड़ी लगी": the status vocabularies are snake case, people read
 * words of their language (`domain.status.*`). A status the catalogue does not know yet reads as its words.
 * Asked of the reader's catalogue, not of the English file, so that a Hindi reader loads no English texts.
 */
export const lifecycleLabel = (t: TFunction, status: string): string => {
  const word = t(`domain.status.${status as StatusWord}`, { defaultValue: '' });
  if (word) return word;
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
