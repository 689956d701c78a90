// A buy-online order priced by the server from the shopper's choices: the car's selling price, the
// extras the dealer lists in tenant.json, the delivery estimate for the postcode, the trade-in
// estimate from the valuation rule, the tenant's deposit. Nothing the browser added up is used.
import { checkPostcode, DELIVERY_UNKNOWN_REGION, deliveryRegionFor } from '../../domain/delivery.ts';
import { toCents } from '../../domain/money.ts';
import { orderTotals, PAYMENT_MESSAGES, type OrderChoices, type OrderTotals } from '../../domain/payments.ts';
import { sellingPrice } from '../../domain/price-display.ts';
import type { Car, DeliveryRegion } from '../../domain/stock.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { valueTradeIn } from '../../domain/trade-in.ts';
import type { FieldError } from '../../domain/zod.ts';

export interface PricedOrder {
  choices: OrderChoices;
  totals: OrderTotals;
  extras_named: { id: string; name: string; price_cents: number }[];
  delivery_region: string | null;
  /** The valuation range shown to the shopper, when a trade-in was applied. */
  trade_in_range: { low_cents: number; high_cents: number } | null;
}

export function priceOrder(
  tenant: Pick<TenantConfig, 'checkout'>,
  car: Car,
  choices: OrderChoices,
  context: { regions: readonly DeliveryRegion[]; depositCents: number; currentYear: number },
): { ok: true; order: PricedOrder } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const offered = new Map(tenant.checkout.extras.map((e) => [e.id, e]));
  const extras = choices.extras.flatMap((id, i) => {
    const extra = offered.get(id);
    if (!extra) errors.push({ field: `order.extras.${i}`, message: PAYMENT_MESSAGES.extraUnknown });
    return extra ? [{ id, name: extra.name, price_cents: extra.priceCents }] : [];
  });
  let deliveryCents = 0;
  let region: string | null = null;
  if (choices.fulfilment.kind === 'delivery') {
    // The delivery estimate's rule (a postcode in one of the dealer's regions); the browser's lookup
    // has already told the shopper about a postcode that does not geocode.
    const check = checkPostcode(choices.fulfilment.postcode);
    const found = check.ok ? deliveryRegionFor(context.regions, check.postcode) : null;
    if (found) {
      deliveryCents = toCents(found.price);
      region = found.name;
    } else {
      errors.push({ field: 'order.fulfilment.postcode', message: check.ok ? DELIVERY_UNKNOWN_REGION : check.message });
    }
  }
  if (errors.length) return { ok: false, errors };
  const valuation = choices.tradeIn ? valueTradeIn(choices.tradeIn, context.currentYear) : null;
  const range = valuation?.kind === 'estimate' ? { low_cents: toCents(valuation.low), high_cents: toCents(valuation.high) } : null;
  const totals = orderTotals({
    carCents: toCents(sellingPrice(car)),
    extrasCents: extras.map((e) => e.price_cents),
    deliveryCents,
    tradeInCents: range?.low_cents ?? 0,
    depositCents: context.depositCents,
  });
  return { ok: true, order: { choices, totals, extras_named: extras, delivery_region: region, trade_in_range: range } };
}
