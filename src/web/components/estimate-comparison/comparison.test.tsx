// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateComparison, EstimateLine } from '../../../shared/estimate-comparison';
import { comparisonToCsv } from '../../../shared/estimate-csv';
import { ComparisonSummary } from './comparison-summary';
import { startI18n } from '../../lib/i18n';
import { ComparisonTable } from './comparison-table';

// The components speak through the translator: start it in English, as the page does.
beforeAll(() => startI18n('en'));

const line = (lineNumber: number, description: string, extra: Partial<EstimateLine> = {}): EstimateLine => ({
  lineNumber,
  operation: 'Repl',
  description,
  partNumber: null,
  partType: null,
  quantity: 1,
  price: null,
  laborHours: null,
  laborType: null,
  paintHours: null,
  ...extra,
});
const empty = {
  parts: 0,
  bodyLabor: 0,
  paintLabor: 0,
  mechanicalLabor: 0,
  frameLabor: 0,
  paintSupplies: 0,
  sublet: 0,
  tax: 0,
  gross: null,
  deductible: null,
  net: null,
};

const comparison: EstimateComparison = {
  carrier: {
    lines: [line(1, 'Bumper cover', { price: 300 }), line(2, 'Headlamp', { price: 100 }), line(3, '=HYPERLINK("x")', { price: 5 })],
    laborRates: { body: 50 },
    totals: { ...empty, parts: 405, gross: 405, net: 405 },
  },
  other: {
    lines: [line(1, 'Bumper cover', { price: 350 }), line(2, 'Headlamp', { price: 100 }), line(4, 'Grille', { price: 80 })],
    laborRates: { body: 60 },
    totals: { ...empty, parts: 530, gross: 530, net: 530 },
  },
  matches: [
    { carrierLine: 1, otherLine: 1, differences: [{ field: 'price', carrier: 300, other: 350 }] },
    { carrierLine: 2, otherLine: 2, differences: [] },
  ],
  onlyCarrier: [3],
  onlyOther: [4],
  totalsDifference: {
    byCategory: {
      parts: 125,
      bodyLaborHours: 0,
      bodyLaborRate: 0,
      paintLaborHours: 0,
      paintLaborRate: 0,
      mechanicalLaborHours: 0,
      mechanicalLaborRate: 0,
      frameLaborHours: 0,
      frameLaborRate: 0,
      paintSupplies: 0,
      sublet: 0,
      other: 0,
      tax: 0,
    },
    total: 125,
    carrierTotal: 405,
    otherTotal: 530,
  },
};

afterEach(cleanup);

describe('estimate comparison components', () => {
  it('summary shows both totals, the difference and its biggest cause, and opens the full table', () => {
    render(<ComparisonSummary comparison={comparison} />);
    expect(screen.getByText('$405.00')).toBeTruthy();
    expect(screen.getByText('$530.00')).toBeTruthy();
    expect(screen.getAllByText(/\$125\.00/).length).toBeGreaterThan(0);
    expect(screen.getByText('Parts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View full comparison' }));
    expect(screen.getByRole('dialog', { name: 'Line-by-line comparison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();
  });

  it('each side says its total as printed and as computed, and flags one that does not add up', () => {
    const checked: EstimateComparison = {
      ...comparison,
      carrier: { ...comparison.carrier, grossCheck: { printed: 405, computed: 405 } },
      other: { ...comparison.other, grossCheck: { printed: 265, computed: 530 } },
    };
    render(<ComparisonSummary comparison={checked} />);
    expect(screen.getByText(/Printed: \$405\.00 · computed: \$405\.00/)).toBeTruthy();
    expect(screen.getByText('The printed total adds up.')).toBeTruthy();
    expect(screen.getByText(/Printed: \$265\.00 · computed: \$530\.00/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The printed total does not add up: $265.00 from the computed one.');
    cleanup();
    // Not printed at all: said so, with the computed figure.
    render(<ComparisonSummary comparison={{ ...comparison, other: { ...comparison.other, grossCheck: { printed: null, computed: 530 } } }} />);
    expect(screen.getByText(/No total printed · computed: \$530\.00/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('table sorts by the size of the difference and can show estimate order', () => {
    render(<ComparisonTable comparison={comparison} />);
    const table = screen.getByRole('table');
    const firstRow = () => within(table).getAllByRole('row')[1];
    // Largest first: the grille only on the other (+$80) before the bumper (+$50).
    expect(within(firstRow()).getByText('Grille')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Estimate order' }));
    expect(within(firstRow()).getAllByText('Bumper cover').length).toBe(2);
  });

  it('CSV carries every row, the totals and the category split, and defuses formulas', () => {
    const csv = comparisonToCsv(comparison);
    const rows = csv.trim().split('\r\n');
    expect(rows[0].startsWith('Status,Carrier line,Other line')).toBe(true);
    expect(rows.filter((r) => /^(Matched|Carrier only|Other only),/.test(r))).toHaveLength(4);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('Total difference,125');
    expect(csv).toContain('Gross total,405,530,125');
  });
});
