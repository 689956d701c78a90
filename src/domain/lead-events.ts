// Spec §9 analytics event ids for a submitted lead.
import type { LeadForm } from './lead-schema.ts';
import type { Car } from './stock.ts';

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
export const LEAD_EVENT = { carEnquiry: 14, usedCarEnquiry: 15, testDrive: 17, usedTestDrive: 48, career: 51, general: 22 } as const;

export function leadEventId(form: LeadForm, car: Pick<Car, 'car_type' | 'tag'> | null): number {
  const testDrive = form === 'test-drive';
  if (car?.tag === TEST_DRIVE_ONLY_TAG) return LEAD_EVENT.testDrive;
  if (car) {
    if (car.car_type === 'used') return testDrive ? LEAD_EVENT.usedTestDrive : LEAD_EVENT.usedCarEnquiry;
    return testDrive ? LEAD_EVENT.testDrive : LEAD_EVENT.carEnquiry;
  }
  if (form === 'career') return LEAD_EVENT.career;
  return testDrive ? LEAD_EVENT.testDrive : LEAD_EVENT.general;
}
