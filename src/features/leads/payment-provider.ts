// The reserve deposit is paid through a provider behind this interface. The embedded default is a
// local test provider: no money moves, it returns a 'test_' reference (card 4000 0000 0000 0002 is
// declined, as test providers do). A real provider is configured per tenant.
export interface PaymentRequest {
  amount: number;
  currency: 'AUD';
  description: string;
  card: { number: string; expiry: string; cvc: string };
}

export type PaymentResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentProvider {
  name: string;
  pay(request: PaymentRequest): Promise<PaymentResult>;
}

const DECLINED_CARD = '4000000000000002';

export const testPaymentProvider: PaymentProvider = {
  name: 'Test payments (no money is taken)',
  async pay({ card }) {
    const digits = card.number.replace(/\D/g, '');
    if (digits.length < 12 || !/^\d{2}\/\d{2}$/.test(card.expiry) || !/^\d{3,4}$/.test(card.cvc)) return { ok: false, message: 'Please check the card details.' };
    if (digits === DECLINED_CARD) return { ok: false, message: 'The card was declined.' };
    return { ok: true, reference: `test_${crypto.randomUUID()}` };
  },
};
