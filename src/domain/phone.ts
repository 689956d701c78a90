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

/** A number to call and what it is for: the §9 choice can differ from the location card's number, and says why. */
export interface PhoneLine {
  number: string;
  /** 'Sales' (the dealer's line, or the car's location), or the stock it serves: 'New cars', 'Used cars', 'Demo cars'. */
  label: string;
}

const STOCK_LINES = { new: 'New cars', demo: 'Demo cars', used: 'Used cars' } as const;

/**
 * The configured override, then the number for the car's type, then the new or used number (a demo
 * car counts as new: it has never been registered to a buyer), then the car's location phone.
 * Null when none is known; the caller logs the spec's warning.
 */
export function choosePhone(phones: Pick<TenantConfig['phones'], 'override' | 'byCarType' | 'new' | 'used'>, car: Pick<Car, 'car_type'> & { location: Pick<Car['location'], 'phone'> }): PhoneLine | null {
  const newOrUsed = car.car_type === 'used' ? 'used' : 'new';
  const candidates: [string | null | undefined, string][] = [
    [phones.override, 'Sales'],
    [phones.byCarType[car.car_type], STOCK_LINES[car.car_type]],
    [phones[newOrUsed], STOCK_LINES[newOrUsed]],
    [car.location.phone, 'Sales'],
  ];
  const found = candidates.find(([number]) => present(number));
  return found ? { number: found[0]!, label: found[1] } : null;
}
