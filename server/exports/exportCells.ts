import type { TFunction } from 'i18next';
import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type { RecordStatus } from '../../src/domain/schemas/master';
import type { ExportCell } from './exportDefinition';

/** An instant as India's wall time to the minute, "2026-11-21 14:05"; empty when there is none. */
export const indianTime = (iso: string | null | undefined): ExportCell =>
  iso ? isoToIndianWallTime(iso).slice(0, 16) : null;

/** Paise as rupees, a number a spreadsheet can add up. */
export const rupees = (paise: number | null): ExportCell => (paise === null ? null : paise / 100);

/** Active / Deactive in the reader's language, as the lists' badge shows it. */
export const recordStatus = (t: TFunction, status: RecordStatus): ExportCell =>
  t(`domain.recordStatuses.${status}`);

/** Several values in one cell, "Pune, Nagpur"; empty when there are none. */
export const joined = (values: readonly string[]): ExportCell =>
  values.length > 0 ? values.join(', ') : null;
