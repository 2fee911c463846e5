import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { financialYearSpan, monthSpan, quarterSpan } from '../../src/domain/calendarDay';
import type { InsightView } from '../../src/domain/schemas/insight';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { formattersFor } from '../../src/i18n/format';
import { chartOption } from '../../src/views/insight/chartOption';
import { chartSummary } from '../../src/views/insight/chartSummary';
import { InsightChart } from '../../src/views/insight/InsightChart';
import { InsightTable } from '../../src/views/insight/InsightTable';
import { InsightThumbnail } from '../../src/views/insight/InsightThumbnail';
import { type CellFormat, formatCell } from '../../src/views/insight/insightFormat';
import { sortRows } from '../../src/views/insight/sortRows';
import { renderWithProviders } from './renderWithProviders';

const texts = allLanguagesI18n();

const t = texts.getFixedT('en');
const words: CellFormat = { t, format: formattersFor('en'), locale: 'en-IN' };
const heading = (key: string) => t(`insight.columns.${key}`, { defaultValue: key });

/** A scorecard of three transporters, one with nothing measured on time, as the reports API answers it. */
const scorecard: InsightView = {
  filters: { from: '2026-04-01', to: '2026-06-30' },
  generatedAt: '2026-07-01T04:00:00.000Z',
  table: {
    columns: [
      { key: 'transporter', kind: 'text' },
      { key: 'spend', kind: 'paise' },
      { key: 'onTime', kind: 'percent' },
      { key: 'turnaround', kind: 'minutes' },
    ],
    rows: [
      { transporter: 'Shree Cargo', spend: 12_34_567_00, onTime: 92.5, turnaround: 135 },
      {
        transporter: 'Bharat Roadlines Private Limited',
        spend: 4_50_00_000_00,
        onTime: null,
        turnaround: 45,
      },
      { transporter: 'Apex', spend: 98_000_00, onTime: 71, turnaround: null },
    ],
  },
  chart: { type: 'bar', x: 'transporter', series: ['spend', 'onTime'] },
};

afterEach(cleanup);

describe('a cell worded by its column', () => {
  it('writes money, shares, durations, months and codes as a reader of the language expects', () => {
    expect(formatCell({ kind: 'paise' }, 12_34_567_00, words)).toBe('₹12,34,567.00');
    expect(formatCell({ kind: 'paise' }, 12_34_567_00, words, true)).toBe('₹12.35 lakh');
    expect(formatCell({ kind: 'paise' }, 4_50_00_000_00, words, true)).toBe('₹4.5 crore');
    expect(formatCell({ kind: 'percent' }, 92.5, words)).toBe('92.5%');
    expect(formatCell({ kind: 'minutes' }, 135, words)).toBe('2 h 15 min');
    expect(formatCell({ kind: 'month' }, '2026-04', words)).toBe('Apr 2026');
    expect(formatCell({ kind: 'km' }, 1234.56, words)).toBe('1,234.6 km');
    expect(formatCell({ kind: 'text', labels: 'domain.status' }, 'in_transit', words)).toBe('In transit');
    expect(formatCell({ kind: 'count' }, null, words)).toBe('—');
    const hindi: CellFormat = { t: texts.getFixedT('hi'), format: formattersFor('hi'), locale: 'hi-IN' };
    expect(formatCell({ kind: 'paise' }, 12_34_567_00, hindi, true)).toMatch(/लाख/);
  });
});

describe('the chart drawn from a view', () => {
  it('lays bars of long names down, one value axis per kind of figure, values worded as the table words them', () => {
    const option = chartOption(scorecard, words, { heading });
    const yAxis = option.yAxis as { type: string; data: string[] };
    expect(yAxis.type).toBe('category');
    expect(yAxis.data).toEqual(['Shree Cargo', 'Bharat Roadlines Private Limited', 'Apex']);
    const xAxes = option.xAxis as { axisLabel: { formatter: (v: number) => string } }[];
    expect(xAxes).toHaveLength(2);
    expect(xAxes[0]?.axisLabel.formatter(50_00_000_00)).toBe('₹50 lakh');
    expect(xAxes[1]?.axisLabel.formatter(80)).toBe('80%');
    const series = option.series as { type: string; data: (number | null)[]; xAxisIndex: number }[];
    expect(series.map((s) => [s.type, s.xAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 1],
    ]);
    expect(series[1]?.data).toEqual([92.5, null, 71]);
  });

  it('draws a trend as lines over its days and a share as a pie', () => {
    const trend: InsightView = {
      ...scorecard,
      table: {
        columns: [
          { key: 'day', kind: 'day' },
          { key: 'onTime', kind: 'percent' },
        ],
        rows: [
          { day: '2026-04-01', onTime: 80 },
          { day: '2026-04-02', onTime: 90 },
        ],
      },
      chart: { type: 'line', x: 'day', series: ['onTime'] },
    };
    const line = chartOption(trend, words, { heading });
    expect((line.xAxis as { data: string[] }).data).toEqual(['2026-04-01', '2026-04-02']);
    expect((line.series as { type: string }[])[0]?.type).toBe('line');
    const pie = chartOption(
      { ...scorecard, chart: { type: 'pie', x: 'transporter', series: ['spend'] } },
      words,
      { heading },
    );
    const slices = (pie.series as { data: { name: string; value: number }[] }[])[0]?.data;
    expect(slices?.map((s) => s.value)).toEqual([12_34_567_00, 4_50_00_000_00, 98_000_00]);
  });

  it('words its tooltips as the table does, escaped, and a split chart names the panel', () => {
    type Formatter = (params: unknown) => string;
    const bars = chartOption(scorecard, words, { heading });
    const barTip = (bars.tooltip as { formatter: Formatter }).formatter([
      { name: 'Shree <Cargo>', seriesName: 'Spend', seriesIndex: 0, value: 12_34_567_00, marker: '' },
      { name: 'Shree <Cargo>', seriesName: 'On time', seriesIndex: 1, value: 92.5, marker: '' },
    ]);
    expect(barTip).toBe('Shree &#60;Cargo&#62;<br/>Spend: ₹12.35 lakh<br/>On time: 92.5%');

    const lanes: InsightView = {
      ...scorecard,
      table: { columns: [{ key: 'lane', kind: 'text' }], rows: [] },
      chart: {
        type: 'line',
        x: 'month',
        by: 'lane',
        series: ['costPerTonnePaise', 'costPerKmPaise'],
        table: {
          columns: [
            { key: 'month', kind: 'month' },
            { key: 'lane', kind: 'text' },
            { key: 'costPerTonnePaise', kind: 'paise' },
            { key: 'costPerKmPaise', kind: 'paise' },
          ],
          rows: [
            { month: '2026-04', lane: 'A → B', costPerTonnePaise: 150_000, costPerKmPaise: 4_500 },
            { month: '2026-04', lane: 'C → D', costPerTonnePaise: 120_000, costPerKmPaise: 4_000 },
          ],
        },
      },
    };
    const split = chartOption(lanes, words, { heading });
    // Two lanes: series 2 and 3 are the second panel's (per km); a lane with no price is left out.
    const splitTip = (split.tooltip as { formatter: Formatter }).formatter([
      { name: 'Apr 2026', seriesName: 'A → B', seriesIndex: 2, value: 4_500, marker: '' },
      { name: 'Apr 2026', seriesName: 'C → D', seriesIndex: 3, value: null, marker: '' },
    ]);
    expect(splitTip).toBe(`Apr 2026 · ${heading('costPerKmPaise')}<br/>A → B: ₹45.00`);
  });

  it('says in words what the chart shows and its largest figure', () => {
    const summary = chartSummary(scorecard, words, heading);
    expect(summary).toContain('Bar chart of');
    expect(summary).toContain('3 entries.');
    expect(summary).toContain('Bharat Roadlines Private Limited, ₹4,50,00,000.00');
  });
});

describe('the table of a view', () => {
  it('sorts by a column, figures missing last either way, ties in the server’s order', () => {
    const rows = scorecard.table.rows;
    const byOnTime = (order: 'asc' | 'desc') =>
      sortRows(rows, { key: 'onTime', order }).map((r) => r.transporter);
    expect(byOnTime('desc')).toEqual(['Shree Cargo', 'Apex', 'Bharat Roadlines Private Limited']);
    expect(byOnTime('asc')).toEqual(['Apex', 'Shree Cargo', 'Bharat Roadlines Private Limited']);
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('shows every row worded by kind, and sorts on a click of a heading', async () => {
    renderWithProviders(<InsightTable table={scorecard.table} label="Scorecard" />);
    const table = screen.getByTestId('insight-table');
    const firstCells = () =>
      within(table)
        .getAllByTestId('insight-table-row')
        .map((row) => row.querySelector('td')?.textContent);
    expect(firstCells()).toEqual(['Shree Cargo', 'Bharat Roadlines Private Limited', 'Apex']);
    expect(within(table).getByText('₹12,34,567.00')).toBeTruthy();
    expect(within(table).getByText('2 h 15 min')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /turnaround/i }));
    await waitFor(() =>
      expect(firstCells()).toEqual(['Shree Cargo', 'Bharat Roadlines Private Limited', 'Apex']),
    );
    fireEvent.click(within(table).getByRole('button', { name: /turnaround/i }));
    await waitFor(() =>
      expect(firstCells()).toEqual(['Bharat Roadlines Private Limited', 'Shree Cargo', 'Apex']),
    );
  });

  it('says so when there is nothing to list', () => {
    renderWithProviders(<InsightTable table={{ ...scorecard.table, rows: [] }} label="Scorecard" />);
    expect(screen.getByTestId('insight-table-empty').textContent).toBe('No Available Data');
  });
});

describe('the chart on screen', () => {
  it('is one image named by its summary, for the table beside it to detail', () => {
    renderWithProviders(<InsightChart view={scorecard} height={200} testId="chart" />);
    const image = within(screen.getByTestId('chart')).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(chartSummary(scorecard, words, heading));
  });

  it('as a tile’s thumbnail is drawn at once, one image named by its summary, the drawing hidden', () => {
    renderWithProviders(<InsightThumbnail view={scorecard} height={120} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(chartSummary(scorecard, words, heading));
    const drawing = image.querySelector('svg');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
    // Two series over three transporters, one without an on-time share: five bars.
    expect(drawing?.querySelectorAll('rect')).toHaveLength(5);
  });
});

describe('the periods offered in the date picker', () => {
  it('are whole months, quarters and India’s financial year', () => {
    expect(monthSpan('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthSpan('2026-01-10', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quarterSpan('2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterSpan('2026-02-01', -1)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(financialYearSpan('2026-02-01')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });
});
