// Issue 38: the cards' finance estimates arrive after the results; their arrival re-renders the
// estimate lines, not what holds the cards (on the search page, the whole screen).
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tenantBootstrap } from './tenant.tsx';

let answer: (estimates: unknown[]) => void = () => {};
vi.mock('../../src/worker-clients/finance-client.ts', () => ({
  carEstimates: () => new Promise((resolve) => (answer = resolve)),
}));
const { CardEstimatesFor, useCardEstimate } = await import('../../src/features/search/useCardEstimates.ts');

const { tenant } = tenantBootstrap('metro-auto-group');
const lender = { interestRate: 8, comparisonRate: 9, paymentWeek: 100, paymentMonth: 433, deposit: 0, balloon: 0, establishmentFees: 0, totalPayable: 0, financeProvider: 'youx' };
const HITS = [{ id: 5, price: 30000, year: 2024, make: 'Mazda', dealership_id: 1, status: 'in_stock' as const, finance_lenders: { youx: lender } }];
const NOW = new Date('2026-11-28T12:00:00Z');

function Line({ id }: { id: number }) {
  const estimate = useCardEstimate(id);
  return <p>{estimate === undefined ? 'none' : estimate === null ? 'pending' : `${estimate.amount} per ${estimate.per}`}</p>;
}

describe('CardEstimatesFor', () => {
  it('shows the figures when they come, re-rendering only the lines', async () => {
    const cardRendered = vi.fn();
    // The cards stand-in: memoised as CarCard is; the line inside reads the estimate from context.
    const Card = memo(function Card({ id }: { id: number }) {
      cardRendered();
      return <Line id={id} />;
    });
    const holderRendered = vi.fn();
    function Holder() {
      holderRendered();
      return (
        <CardEstimatesFor hits={HITS} tenant={tenant} now={NOW}>
          <Card id={5} />
        </CardEstimatesFor>
      );
    }
    render(<Holder />);
    expect(screen.getByText('pending')).toBeTruthy();
    expect([holderRendered.mock.calls.length, cardRendered.mock.calls.length]).toEqual([1, 1]);
    await act(async () => answer([{ weekly: 120, monthly: 520, enquireForFinance: false }]));
    expect(screen.getByText(/per week$/)).toBeTruthy();
    expect([holderRendered.mock.calls.length, cardRendered.mock.calls.length]).toEqual([1, 1]);
  });
});
