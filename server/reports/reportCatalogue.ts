import type { Report, ReportKind } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import type { InsightSection } from '../insight/insightExport';
import type { InsightScope } from '../insight/measures';
import { alertsByTransporter } from './alertsByTransporter';
import { gateTurnaround } from './gateTurnaround';
import { laneCost } from './laneCost';
import type { ReportFigures } from './reportRows';
import { savings } from './savings';
import { transporterScorecard } from './transporterScorecard';

const REPORTS: Record<ReportKind, (db: Queryable, scope: InsightScope) => Promise<ReportFigures>> = {
  'transporter-scorecard': transporterScorecard,
  'lane-cost': laneCost,
  savings,
  'gate-turnaround': gateTurnaround,
  'alerts-by-transporter': alertsByTransporter,
};

/** A report of `kind` for its resolved scope, as the API answers it and the exports print it. */
export async function runReport(
  db: Queryable,
  kind: ReportKind,
  scope: InsightScope,
  now: Date,
): Promise<Report> {
  const { columns, rows, chart, byLane } = await REPORTS[kind](db, scope);
  return {
    kind,
    ...(byLane ? { byLane } : {}),
    filters: { from: scope.from, to: scope.to, plant: scope.plant, transporter: scope.transporter },
    table: { columns, rows },
    chart,
    generatedAt: now.toISOString(),
  };
}

/** The tables a report's files print after its own (the scorecard's on-time by lane). */
export const reportSections = (report: Report): InsightSection[] =>
  report.byLane ? [{ heading: (t) => t('insight.byLane.title'), table: report.byLane }] : [];
