import type { ReportKind } from '../../src/domain/schemas/insight';
import type { SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import {
  filterNamesOf,
  type InsightExportFormat,
  type InsightFile,
  insightFile,
} from '../insight/insightExport';
import type { InsightScope } from '../insight/measures';
import { preferencesOf } from '../profile/userPreferences';
import { reportSections, runReport } from './reportCatalogue';

/**
 * A report downloaded from /my-reports: its table, chart and further sections as an XLSX, CSV or PDF file,
 * written in the reader's own language with the names of the plant and transporter it was filtered on.
 */
export async function reportFile(
  db: Database,
  user: SignedInUser,
  kind: ReportKind,
  scope: InsightScope,
  format: InsightExportFormat,
  now: Date,
): Promise<InsightFile> {
  const report = await runReport(db, kind, scope, now);
  const [{ language }, names] = await Promise.all([
    preferencesOf(db, user.id),
    filterNamesOf(db, user, report.filters),
  ]);
  return insightFile(report, {
    format,
    stem: kind,
    language,
    title: (t) => t(`insight.reports.${kind}`),
    names,
    more: reportSections(report),
  });
}
