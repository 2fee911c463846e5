import type { TFunction } from 'i18next';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { RecordStatus } from '../../src/domain/schemas/master';
import type { ExportCell } from './exportDefinition';

/** An instant as India's wall time to the minute, "2026-11-21 14:05"; empty when there is none. */
export const indianTime = (iso: string | null | undefined): ExportCell =>
  iso ? { kind: 'time', value: isoToIndianWallTime(iso).slice(0, 16) } : null;

/** A calendar day, "2025-06-10" (an invoice's date, a payment's); empty when there is none. */
export const day = (isoDate: string | null | undefined): ExportCell =>
  isoDate ? { kind: 'day', value: isoDate.slice(0, 10) } : null;

/** A month, "2025-06" (a report's period); empty when there is none. */
export const month = (isoMonth: string | null | undefined): ExportCell =>
  isoMonth ? { kind: 'month', value: isoMonth.slice(0, 7) } : null;

/** Paise as rupees, a number a spreadsheet can add up. */
export const rupees = (paise: number | null): ExportCell =>
  paise === null ? null : { kind: 'inr', value: paise / 100 };

/** Active / Deactive in the reader's language, as the lists' badge shows it. */
export const recordStatus = (t: TFunction, status: RecordStatus): ExportCell =>
  t(`domain.recordStatuses.${status}`);

/** Several values in one cell, "Pune, Nagpur"; empty when there are none. */
export const joined = (values: readonly string[]): ExportCell =>
  values.length > 0 ? values.join(', ') : null;
