// The test cards the embedded payment service takes, with Stripe's outcomes and words: the service
// stands in for Stripe's test mode, so a shopper (or a test) types Stripe's test numbers. Any other
// well-formed number is refused as Stripe's test mode refuses real cards.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string | null; message: string };

export const DECLINED = 'Your card was declined.';
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'success' },
  '4000056655665556': { kind: 'success' },
  '5555555555554444': { kind: 'success' },
  '2223003122003222': { kind: 'success' },
  '5200828282828210': { kind: 'success' },
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000000002': { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  '4000000000009995': { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { kind: 'decline', code: 'card_declined', declineCode: 'lost_card', message: DECLINED },
  '4000000000000069': { kind: 'decline', code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
  '4000000000000119': { kind: 'decline', code: 'processing_error', declineCode: null, message: 'An error occurred while processing your card. Try again in a little bit.' },
};

const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test card.',
};

/** The test cards the hosted page lists for people trying it out. */
export const LISTED_TEST_CARDS = [
  { number: '4242 4242 4242 4242', what: 'succeeds' },
  { number: '4000 0025 0000 3155', what: 'asks for authentication' },
  { number: '4000 0000 0000 0002', what: 'is declined' },
] as const;

export const digitsOf = (input: string) => input.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export interface CardForm {
  email: string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
}

/** Field → message in the words of Stripe's card form; the checked card when there are none. */
export function checkCardForm(form: CardForm, now: Date): { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<keyof CardForm, string>> } {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const email = form.email.trim();
  if (email === '') errors.email = 'Your email is incomplete.';
  else if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) errors.email = 'Your email is invalid.';
  const digits = digitsOf(form.number);
  if (!/^\d*$/.test(digits) || (digits.length >= 12 && !passesLuhn(digits))) errors.number = 'Your card number is invalid.';
  else if (digits.length < 15) errors.number = 'Your card number is incomplete.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = "Your card's expiration date is incomplete.";
  else if (expYear < now.getUTCFullYear()) errors.expiry = "Your card's expiration year is in the past.";
  else if (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1) errors.expiry = "Your card's expiration date is in the past.";
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  if (form.name.trim() === '') errors.name = 'Please enter the name on the card.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, card: { digits, brand: cardBrand(digits), expMonth, expYear } };
}

export function cardOutcome(digits: string): CardOutcome {
  return OUTCOMES[digits] ?? NOT_A_TEST_CARD;
}
