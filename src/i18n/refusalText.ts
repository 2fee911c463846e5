import type { i18n } from 'i18next';
import type { Refusal } from '../machines/refusal';
import { formattersFor } from './format';
import { DEFAULT_LANGUAGE, isLanguage } from './languages';
import { lifecycleLabel } from './lifecycleLabel';

/**
 * A refusal as a sentence of the instance's language: a status as its word, paise as rupees, a time as the
 * ISO instant (the API's form), a direction and an order event in words. The server words its 409s with the
 * English instance; a screen words the same refusal in the reader's language.
 */
export function refusalText(i18n: i18n, refusal: Refusal): string {
  const { t } = i18n;
  const format = formattersFor(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const { code, ...values } = refusal;
  const words: Record<string, string | number> = { ...values };
  if ('status' in refusal) words.status = lifecycleLabel(t, refusal.status).toLowerCase();
  if ('paise' in refusal) words.paise = format.inr(refusal.paise);
  if ('time' in refusal) words.time = new Date(refusal.time).toISOString();
  if ('direction' in refusal) words.direction = t(`validation.refusal.directions.${refusal.direction}`);
  if ('event' in refusal) words.event = t(`validation.refusal.orderEvents.${refusal.event}`);
  if ('action' in refusal) words.action = t(`validation.refusal.invoiceEvents.${refusal.action}`);
  return t(`validation.refusal.${code}`, words);
}
