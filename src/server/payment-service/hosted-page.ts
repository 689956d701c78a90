// The embedded payment service's hosted payment page (what Stripe Checkout is for a real account):
// served by this module on the origin the shopper returns to, a plain HTML form with no script, so
// card details go from the shopper's browser to the payment service and never reach the site's app
// code or its API. A declined card stays here with the card network's message (the shopper may try
// another); a card that asks for authentication goes through a test authentication page first; a
// payment that goes through returns the shopper to the session's success_url.
import { Hono, type Context } from 'hono';
import { iconMarkup, PAYMENT_ICONS } from '../../domain/payment-icons.ts';
import { HOSTED_PAYMENT_PAGE_PREFIX } from '../../domain/payment-pages.ts';
import { isCrossSite } from '../leads/origin-check.ts';
import type { Session } from './objects.ts';
import type { PaymentService, ProviderAccount } from './service.ts';
import { checkCardForm, LISTED_TEST_CARDS, type CardForm } from './test-cards.ts';

const HOSTED_PAGE_PREFIX = HOSTED_PAYMENT_PAGE_PREFIX;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
const money = (cents: number, currency: string) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f8fa}
a{color:#3c4fe0}main{max-width:980px;margin:0 auto;padding:16px;display:grid;gap:24px}
@media(min-width:860px){main{grid-template-columns:1fr 1fr;padding:48px 24px;gap:56px}}
.test{display:inline-block;background:#ffde92;color:#5b3a00;font-size:12px;font-weight:700;letter-spacing:.04em;border-radius:4px;padding:1px 6px;margin-left:8px;vertical-align:middle}
.back{display:inline-block;margin-bottom:20px;font-weight:600}.merchant{font-size:17px;font-weight:600;margin:0}
.amount{font-size:36px;font-weight:700;margin:4px 0 20px}.item{display:flex;justify-content:space-between;gap:16px;border-top:1px solid #e3e8ee;padding:12px 0}
.item small{display:block;color:#4f566b}form{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:20px}
h1{font-size:20px;margin:0 0 16px}label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8792a2;border-radius:6px;background:#fff;color:inherit}
input:focus{outline:3px solid #3c4fe0;outline-offset:1px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.err{color:#b3093c;font-size:14px;margin:4px 0 0}.alert{background:#fff0f3;border:1px solid #b3093c;color:#8a0a31;border-radius:6px;padding:10px 12px;margin:0 0 12px}
button{width:100%;margin-top:20px;font:inherit;font-weight:700;padding:12px;border:0;border-radius:6px;background:#3c4fe0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#3c4fe0;border:1px solid #3c4fe0}button:focus{outline:3px solid #1a1f36;outline-offset:2px}
.icons{display:flex;gap:6px;flex-wrap:wrap;margin:4px 0 0}.hint{font-size:14px;color:#4f566b;margin-top:16px}.hint ul{padding-left:18px;margin:4px 0}
footer{grid-column:1/-1;font-size:13px;color:#4f566b;text-align:center}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function summary(account: ProviderAccount, s: Session): string {
  const items = s.lineItems
    .map(
      (item) =>
        `<div class="item"><span>${escape(item.name)}${item.description ? `<small>${escape(item.description)}</small>` : ''}</span><span>${money(item.unit_amount * item.quantity, item.currency)}</span></div>`,
    )
    .join('');
  return `<section aria-label="Order summary">${s.cancel_url ? `<a class="back" href="${escape(s.cancel_url)}">← Back to ${escape(account.name)}</a>` : ''}
<p class="merchant">${escape(account.name)}<span class="test">TEST MODE</span></p>
<p class="amount">${money(s.amount_total, s.currency)}</p>${items}</section>`;
}

interface FormState {
  values: Pick<CardForm, 'email' | 'name'>;
  errors: Partial<Record<keyof CardForm, string>>;
  alert: string | null;
}

function field(name: keyof CardForm, label: string, state: FormState, attrs: string, value = ''): string {
  const error = state.errors[name];
  const id = `card-${name}`;
  return `<label for="${id}">${label}</label><input id="${id}" name="${name}" value="${escape(value)}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${error ? `<p class="err" id="${id}-error">${escape(error)}</p>` : ''}`;
}

function paymentPage(account: ProviderAccount, s: Session, state: FormState): string {
  const icons = PAYMENT_ICONS.filter((i) => i.id === 'visa' || i.id === 'mastercard' || i.id === 'maestro').map(iconMarkup).join('');
  const body = `<main>${summary(account, s)}
<form method="post" action="${HOSTED_PAGE_PREFIX}${escape(s.id)}" novalidate aria-labelledby="pay-title">
<h1 id="pay-title">Pay with card</h1>
${state.alert ? `<p class="alert" role="alert">${escape(state.alert)}</p>` : ''}
${field('email', 'Email', state, 'type="email" autocomplete="email" required', state.values.email || s.customer_email || '')}
${field('number', 'Card number', state, 'inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="1234 1234 1234 1234"')}
<div class="icons">${icons}</div>
<div class="row"><div>${field('expiry', 'Expiry (MM / YY)', state, 'inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="MM / YY"')}</div>
<div>${field('cvc', 'CVC', state, 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="CVC"')}</div></div>
${field('name', 'Name on card', state, 'autocomplete="cc-name" required', state.values.name)}
<button type="submit">Pay ${money(s.amount_total, s.currency)}</button>
<div class="hint"><p>This is the test payment service: no money moves. Test cards (any future expiry, any CVC):</p><ul>${LISTED_TEST_CARDS.map((c) => `<li>${c.number} ${c.what}</li>`).join('')}</ul></div>
</form><footer>Payments for ${escape(account.name)} by the site's test payment service.</footer></main>`;
  return page(`Pay ${account.name}`, body);
}

function messagePage(title: string, text: string, link: { href: string; label: string } | null): string {
  return page(title, `<main><section><h1>${escape(title)}</h1><p>${escape(text)}</p>${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}</section></main>`);
}

function authenticationPage(account: ProviderAccount, s: Session): string {
  const action = `${HOSTED_PAGE_PREFIX}${escape(s.id)}/authenticate`;
  const body = `<main>${summary(account, s)}<section aria-labelledby="auth-title"><form method="post" action="${action}">
<h1 id="auth-title">Confirm this payment</h1>
<p>Your bank asks you to confirm the payment of ${money(s.amount_total, s.currency)} to ${escape(account.name)}. This is a test authentication page: choose how it ends.</p>
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</form></section></main>`;
  return page('Confirm this payment', body);
}

const successUrl = (s: Session) => s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id);

export function hostedPageRoutes(service: PaymentService, accountOf: (id: string) => ProviderAccount | undefined) {
  const app = new Hono();
  const html = (c: Context, body: string, status = 200) => {
    // The page holds a live payment: never kept by a cache, never shown in a frame.
    c.header('Cache-Control', 'no-store');
    return c.html(body, status as 200);
  };
  const load = async (c: Context) => {
    const found = await service.pageSession(c.req.param('id') ?? '');
    const account = found && accountOf(found.account);
    return found && account ? { account, session: found.session } : null;
  };
  const closed = (c: Context, account: ProviderAccount, s: Session) => {
    if (s.status === 'complete') return c.redirect(successUrl(s), 303);
    return html(c, messagePage('This payment page has expired', 'Nothing was charged. Please start again from the dealer’s site.', s.cancel_url ? { href: s.cancel_url, label: `Back to ${account.name}` } : null), 410);
  };
  const sameSite = (c: Context) => !isCrossSite(c.req.method, { origin: c.req.header('origin'), host: c.req.header('host'), secFetchSite: c.req.header('sec-fetch-site') });
  const notFound = (c: Context) => html(c, messagePage('Payment page not found', 'This payment link is not valid.', null), 404);

  /** A route of an open session's page: unknown, cross-site (a POST) and closed sessions are answered here. */
  const withOpenSession =
    (handler: (c: Context, account: ProviderAccount, session: Session) => Response | Promise<Response>) =>
    async (c: Context) => {
      const found = await load(c);
      if (!found) return notFound(c);
      if (c.req.method === 'POST' && !sameSite(c)) return html(c, messagePage('Payment refused', 'This payment form was sent from another site.', null), 403);
      if (found.session.status !== 'open') return closed(c, found.account, found.session);
      return handler(c, found.account, found.session);
    };
  const authenticatePath = (session: Session) => `${HOSTED_PAGE_PREFIX}${session.id}/authenticate`;

  app.get(
    `${HOSTED_PAGE_PREFIX}:id`,
    withOpenSession(async (c, account, session) => {
      if ((await service.paymentIntentOf(account.id, session))?.status === 'requires_action') return c.redirect(authenticatePath(session), 303);
      return html(c, paymentPage(account, session, { values: { email: '', name: session.customer_details?.name ?? '' }, errors: {}, alert: await service.lastError(account.id, session) }));
    }),
  );

  app.post(
    `${HOSTED_PAGE_PREFIX}:id`,
    withOpenSession(async (c, account, session) => {
      const form = await c.req.parseBody();
      const read = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      const input: CardForm = { email: read('email'), number: read('number'), expiry: read('expiry'), cvc: read('cvc'), name: read('name') };
      // Only the email and name are ever shown again; card details are not echoed back.
      const values = { email: input.email, name: input.name };
      const checked = checkCardForm(input, new Date());
      if (!checked.ok) return html(c, paymentPage(account, session, { values, errors: checked.errors, alert: 'Please check your card details.' }), 400);
      const result = await service.payWithCard(account.id, session, checked.card, { email: input.email.trim(), name: input.name.trim() });
      if (result.kind === 'declined') return html(c, paymentPage(account, session, { values, errors: {}, alert: result.message }), 402);
      if (result.kind === 'authenticate') return c.redirect(authenticatePath(session), 303);
      if (result.kind === 'closed') return closed(c, account, result.session);
      return c.redirect(successUrl(result.session), 303);
    }),
  );

  app.get(
    `${HOSTED_PAGE_PREFIX}:id/authenticate`,
    withOpenSession(async (c, account, session) => {
      if ((await service.paymentIntentOf(account.id, session))?.status !== 'requires_action') return c.redirect(`${HOSTED_PAGE_PREFIX}${session.id}`, 303);
      return html(c, authenticationPage(account, session));
    }),
  );

  app.post(
    `${HOSTED_PAGE_PREFIX}:id/authenticate`,
    withOpenSession(async (c, account, session) => {
      const form = await c.req.parseBody();
      const result = await service.authenticate(account.id, session, form.result === 'complete');
      if (result.kind === 'complete') return c.redirect(successUrl(result.session), 303);
      return c.redirect(`${HOSTED_PAGE_PREFIX}${session.id}`, 303);
    }),
  );

  return app;
}
