// Spec §5 delivery calculator: a postcode it can tell is wrong gets the spec's message at once, asking
// nothing of the server; what the server answers for a real postcode is tests/e2e/car-page.spec.ts's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryCalculator } from '../../src/features/car/DeliveryCalculator.tsx';
import { renderForTenant } from './tenant.tsx';

let requests: string[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('DeliveryCalculator', () => {
  it('empty says Please enter a postcode.; not 4 digits says the postcode message; neither asks the server', async () => {
    const user = userEvent.setup();
    renderForTenant('metro-auto-group', <DeliveryCalculator />);
    const go = screen.getByRole('button', { name: 'Calculate delivery' });
    await user.click(go);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a postcode.');

    const input = screen.getByRole('textbox', { name: 'Your postcode' });
    expect(input.getAttribute('maxlength')).toBe('4');
    await user.type(input, '20a');
    await user.click(go);
    expect(screen.getByRole('alert').textContent).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });
});
