// Spec §2 result card actions: View Details / Explore Vehicle, Quick Enquiry, Book a Test Drive, Get
// Finance / Get Pre-Approved, Reserve this Car, and Find Me Something Similar for cars not for sale
// (spec §4: an unavailable car gets only that enquiry, no enquiry or purchase buttons).
import { isAvailable } from './availability.ts';
import { financeLink } from './finance-link.ts';
import type { Priced } from './price-display.ts';
import type { Car } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';

export interface CardAction {
  id: 'details' | 'explore' | 'enquire' | 'test-drive' | 'finance' | 'reserve' | 'similar';
  label: string;
  href: string;
}

/** The enquiry a results card opens in a dialog: Quick Enquiry, or Find Me Something Similar for a car no longer for sale. */
export type CardEnquiryKind = 'enquiry' | 'similar';

export type ActionCar = Priced & Pick<Car, 'id' | 'slug' | 'car_type' | 'status' | 'reserved' | 'dealership_slug'> & { vin?: string };

/**
 * `modelPage` is the explore page of a new car's model, when the site has one: new cars then offer
 * Explore Vehicle next to their details.
 */
export function cardActions(car: ActionCar, tenant: Pick<TenantConfig, 'features' | 'finance' | 'vehiclePage'>, modelPage: string | null): CardAction[] {
  const details: CardAction = { id: 'details', label: 'View Details', href: `/cars/${car.slug}` };
  if (!isAvailable(car.status)) {
    return [details, { id: 'similar', label: 'Find Me Something Similar', href: `/contact?car_id=${car.id}&enquiry=find-me-something-similar` }];
  }
  const actions: CardAction[] = [details];
  if (car.car_type === 'new' && modelPage) actions.push({ id: 'explore', label: 'Explore Vehicle', href: modelPage });
  actions.push({ id: 'enquire', label: 'Quick Enquiry', href: `/contact?car_id=${car.id}` });
  actions.push({ id: 'test-drive', label: 'Book a Test Drive', href: `/book-test-drive?car_id=${car.id}` });
  if (tenant.features.finance) {
    actions.push({ id: 'finance', label: tenant.finance.provider ? 'Get Pre-Approved' : 'Get Finance', href: financeLink(car, tenant.finance.defaultLink) });
  }
  if (tenant.features.reserve && !car.reserved) {
    actions.push({ id: 'reserve', label: 'Reserve this Car', href: `/cars/${car.slug}/${tenant.vehiclePage.checkoutPath}` });
  }
  return actions;
}
