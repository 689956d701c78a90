// Spec §9: used cars carry mechanical protection for 3 years (5 for some dealers); the new-car
// warranty text says 7 years for one dealer, 5 for another (tenant.json vehiclePage), and is left out
// where a dealer states none. The car page says the one for its car; /warranty says both.
import type { CarType } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';

type Years = Pick<TenantConfig['vehiclePage'], 'usedProtectionYears' | 'newWarrantyYears'>;

export interface WarrantyText {
  title: string;
  text: string;
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

export function newCarWarranty({ newWarrantyYears }: Years): WarrantyText | null {
  return newWarrantyYears === null
    ? null
    : { title: `${newWarrantyYears} Year Warranty`, text: `Every new vehicle comes with a ${newWarrantyYears} year warranty for your peace of mind.` };
}

export function usedCarProtection({ usedProtectionYears }: Years): WarrantyText {
  return { title: `${usedProtectionYears} Years Mechanical Protection`, text: `Every used vehicle comes with ${years(usedProtectionYears)} of mechanical protection.` };
}

/** The car page's: new and demo cars the new-car warranty, used cars the mechanical protection. */
export function carWarranty(carType: CarType, vehiclePage: Years): WarrantyText | null {
  return carType === 'used' ? usedCarProtection(vehiclePage) : newCarWarranty(vehiclePage);
}

/** /warranty's: both, the new-car warranty first where the dealer states one. */
export function warrantyTexts(vehiclePage: Years): WarrantyText[] {
  return [newCarWarranty(vehiclePage), usedCarProtection(vehiclePage)].filter((w): w is WarrantyText => w !== null);
}
