import type { PhoneLine } from '../../domain/phone.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { PhoneReveal } from './PhoneReveal.tsx';
import { Card } from './VehicleDetails.tsx';

/** Spec §2 Call-the-dealer card: the phone the sidebar calls (§9's order), masked until revealed the same way. */
export function CallDealerCard({ car, phone, tenant }: { car: Car; phone: PhoneLine; tenant: BrowserTenant }) {
  return (
    <Card title="Call the dealer">
      <p>
        Speak to {car.location.name} about this {car.year} {car.make} {car.model}.
      </p>
      <PhoneReveal car={car} phone={phone} websiteId={tenant.id} startRevealed={tenant.phones.revealStart === 'revealed'} className="button button-small" />
    </Card>
  );
}
