// Spec §4 "Phone reveal" and §9 "Phone number choice".
import type { Car } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';

const KEPT_CHARACTERS = 5;

/** The first 5 characters stay as they are; every later digit becomes '*', spacing kept. */
export function maskPhone(phone: string): string {
  return phone.slice(0, KEPT_CHARACTERS) + phone.slice(KEPT_CHARACTERS).replace(/\d/g, '*');
}

/** Digits and a leading + only, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const present = (phone: string | null | undefined): phone is string => typeof phone === 'string' && phone.trim() !== '';

/**
 * The configured override, then the number for the car's type, then the new or used number (a demo
 * car counts as new: it has never been registered to a buyer), then the car's location phone.
 * Null when none is known; the caller logs the spec's warning.
 */
export function choosePhone(phones: Pick<TenantConfig['phones'], 'override' | 'byCarType' | 'new' | 'used'>, car: Pick<Car, 'car_type'> & { location: Pick<Car['location'], 'phone'> }): string | null {
  const candidates = [phones.override, phones.byCarType[car.car_type], car.car_type === 'used' ? phones.used : phones.new, car.location.phone];
  return candidates.find(present) ?? null;
}
