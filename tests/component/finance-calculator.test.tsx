// Spec §5 finance calculator on the car page: the purchase price clamps to its bound, the frequency
// changes the figure's period, and a repayment of 25 or less says 'Enquire for Finance' with no total.
// The maths runs where the app runs it without workers (src/worker-clients/bridge.ts's fallback).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/stock.ts';
import { FinanceCalculator } from '../../src/features/car/FinanceCalculator.tsx';
import { renderForTenant, tenantBootstrap } from './tenant.tsx';

/** A car without a lender: the calculator starts from the tenant's defaults and asks for no disclaimer. */
const CAR = { id: 7, slug: 'toyota-corolla-ascent-7', name: 'Toyota Corolla Ascent', price: 32_990, offer_price: null, finance_lenders: {} } as unknown as Car;

function renderCalculator(slug = 'metro-auto-group') {
  const { tenant } = tenantBootstrap(slug);
  renderForTenant(slug, <FinanceCalculator car={CAR} tenant={tenant} lender={null} example={null} estimateShown={false} />);
  return tenant;
}
const result = () => screen.getByTestId('finance-result');

describe('FinanceCalculator', () => {
  it('clamps a purchase price beyond the bound to the bound (metro: $100,000), slider and all', async () => {
    const user = userEvent.setup();
    const tenant = renderCalculator();
    await waitFor(() => expect(result().textContent).toMatch(/^\$[\d,.]+ per week/));
    const price = screen.getByRole('textbox', { name: 'Purchase price' });
    await user.clear(price);
    await user.type(price, '999999{Enter}');
    expect((price as HTMLInputElement).value).toBe('$100,000');
    expect(tenant.finance.purchasePrice.max).toBe(100_000);
    const slider = await screen.findByRole('slider', { name: 'Purchase price' }, { timeout: 3000 });
    expect((slider as HTMLInputElement).value).toBe('100000');
    await waitFor(() => expect(result().textContent).toMatch(/Total payable \$[\d,]+/));
  });

  it('deposit or trade-in and the residual go from 0 to 250,000 in steps of 0.5', async () => {
    renderCalculator();
    for (const name of ['Deposit or trade-in', 'Residual (balloon)']) {
      const slider = (await screen.findByRole('slider', { name }, { timeout: 3000 })) as HTMLInputElement;
      expect([slider.min, slider.max, slider.step]).toEqual(['0', '250000', '0.5']);
    }
  });

  it('says per month once Monthly is chosen', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }, { timeout: 3000 }));
    await waitFor(() => expect(result().textContent).toMatch(/^\$[\d,.]+ per month/));
  });

  it('shows Enquire for Finance and no total when the repayment is 25 or less', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const price = screen.getByRole('textbox', { name: 'Purchase price' });
    await user.clear(price);
    await user.type(price, '1000{Enter}');
    const term = await screen.findByRole('slider', { name: 'Term (years)' }, { timeout: 3000 });
    term.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(result().textContent).toBe('Enquire for Finance'));
    expect(result().textContent).not.toContain('Total payable');
  });
});
