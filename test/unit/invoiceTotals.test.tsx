import { cleanup, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../../src/domain/schemas/payments';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { InvoiceTotals } from '../../src/views/payments/InvoiceTotals';
import { renderWithProviders } from './renderWithProviders';

afterEach(cleanup);

const summary: InvoiceSummary = {
  payablePaise: 12_50_000_00,
  paidPaise: 2_50_000_00,
  outstandingPaise: 10_00_000_00,
  ageing: { notDue: 10_00_000_00, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
};

describe("the invoice list's totals", () => {
  it('shows the figures of the invoices listed', () => {
    renderWithProviders(<InvoiceTotals summary={summary} />);
    expect(screen.getByTestId('total-payable').textContent).toContain('₹12.5 lakh');
    expect(screen.getByTestId('total-outstanding').textContent).toContain('₹10 lakh');
    expect(screen.queryByTestId('totals-capped')).toBeNull();
  });

  it('asks for a narrower search in place of them when a search finds more invoices than the list counts', () => {
    renderWithProviders(<InvoiceTotals summary={null} />);
    expect(screen.getByRole('status').textContent).toBe(
      'More than 10,000 invoices match: narrow the search to see their totals',
    );
    expect(screen.queryByTestId('total-payable')).toBeNull();
    cleanup();
    renderWithProviders(
      <I18nextProvider i18n={allLanguagesI18n('hi')}>
        <InvoiceTotals summary={null} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '10,000 से अधिक इनवॉइस मिलते हैं: उनका योग देखने के लिए खोज सीमित करें',
    );
  });
});
