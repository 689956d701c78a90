import { useState } from 'react';
import { recordPhoneReveal } from '../../api/cars.ts';
import { track } from '../../platform/analytics.ts';
import { maskPhone, telHref, type PhoneLine } from '../../domain/phone.ts';
import type { Car } from '../../domain/stock.ts';

async function recordReveal(car: Car, websiteId: number) {
  try {
    const status = await recordPhoneReveal({ car_id: car.id, dealership_id: car.dealership_id, website_id: websiteId });
    console.info('phone reveal recorded', status);
  } catch (error) {
    // Spec §8: a failed reveal record is only logged.
    console.warn('phone reveal record failed', error);
  }
}

/**
 * Spec §4: masked until clicked, then shown in full and recorded; some tenants start revealed. The
 * number says what it is for ('Used cars', 'Sales'): the §9 choice can differ from the location's.
 */
export function PhoneReveal({ car, phone, websiteId, startRevealed, className = 'button' }: { car: Car; phone: PhoneLine; websiteId: number; startRevealed: boolean; className?: string }) {
  const [revealed, setRevealed] = useState(startRevealed);
  if (!revealed) {
    return (
      <button type="button"
        className={className}
        onClick={() => {
          setRevealed(true);
          void recordReveal(car, websiteId);
        }}
      >
        Call Now{' '}
        <span className="phone-number">
          {phone.label}: {maskPhone(phone.number)}
        </span>
      </button>
    );
  }
  return (
    <a className={className} href={telHref(phone.number)} onClick={() => track(25, { car_id: car.id })}>
      Call Now{' '}
      <span className="phone-number">
        {phone.label}: {phone.number}
      </span>
    </a>
  );
}
