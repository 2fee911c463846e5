import type { BiddingWindowValues } from '../../domain/schemas/biddingWindowSettings';

/** A setting's input; its label and the line on what it decides are `settings.biddingWindow.fields.<key>`. */
export interface BiddingWindowField {
  key: keyof BiddingWindowValues;
  unit: 'min' | 'times';
  min: number;
  max: number;
  step: number;
  decimals: number;
}

/** In the order a request lives them: the spot window, then what a late bid does. Bounds as the schema's. */
export const BIDDING_WINDOW_FIELDS: readonly BiddingWindowField[] = [
  { key: 'spotWindowMinutes', unit: 'min', min: 0.2, max: 1440, step: 5, decimals: 1 },
  { key: 'extensionMinutes', unit: 'min', min: 0.1, max: 60, step: 1, decimals: 1 },
  { key: 'maxExtensions', unit: 'times', min: 0, max: 10, step: 1, decimals: 0 },
];

/** How long after it opens a spot indent closes at the latest, with every extension taken. */
export const spotLatestMinutes = (values: BiddingWindowValues): number =>
  values.spotWindowMinutes + values.extensionMinutes * values.maxExtensions;
