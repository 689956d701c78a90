import { canTradeIn } from '../../domain/trade-in.ts';
import { isAvailable } from '../../domain/availability.ts';
import type { PhoneLine } from '../../domain/phone.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { financeLink } from '../../domain/finance-link.ts';
import { STICKY_CTA_AFTER_PX, STICKY_HEADER_AFTER_PX } from '../../domain/car-page.ts';
import { carImageUrl, THUMB_IMAGE } from '../../domain/car-images.ts';
import { EnquireNow, PriceLine } from './CarSidebar.tsx';
import { PhoneReveal } from './PhoneReveal.tsx';
import { estimateText, useCarEstimate } from './useCarEstimate.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Spec §2: the sticky header after 500 px, the bottom CTA bar after 900 px (some tenants), the mobile bar. */
export function StickyBars({ car, tenant, template, phone, now }: { car: Car; tenant: BrowserTenant; template: string; phone: PhoneLine | null; now: Date }) {
  const header = useScrolledPast(STICKY_HEADER_AFTER_PX);
  const cta = useScrolledPast(STICKY_CTA_AFTER_PX) && tenant.vehiclePage.stickyCtaBar;
  const available = isAvailable(car.status);
  return (
    <>
      {header && <StickyHeader car={car} tenant={tenant} template={template} now={now} />}
      {cta && available && (
        <div className="sticky-cta" role="region" aria-label="Quick actions">
          <span>{car.name}</span>
          <EnquireNow car={car} chatLink={tenant.vehiclePage.chatLink} />
        </div>
      )}
      {available && (
        <div className="mobile-bar" role="region" aria-label="Contact the dealer">
          {phone && <PhoneReveal car={car} phone={phone} websiteId={tenant.id} startRevealed={tenant.phones.revealStart === 'revealed'} className="button button-small" />}
          <EnquireNow car={car} chatLink={tenant.vehiclePage.chatLink} />
        </div>
      )}
    </>
  );
}

/** Mounted only once scrolled past 500 px. */
function StickyHeader({ car, tenant, template, now }: { car: Car; tenant: BrowserTenant; template: string; now: Date }) {
  const estimate = useCarEstimate(car, tenant, now);
  return (
    <div className="sticky-car-header" role="region" aria-label="Car summary">
      {car.primary_image_url && <img src={carImageUrl(template, car.primary_image_url, THUMB_IMAGE)} alt="" width={90} height={60} />}
      <strong className="sticky-name">{car.name}</strong>
      <PriceLine car={car} tenant={tenant} />
      {estimate && !estimate.enquireForFinance && <span className="sticky-estimate">{estimateText(estimate, tenant)}</span>}
      <div className="sticky-actions">
        {tenant.features.finance && (
          <a className="button button-small" href={financeLink(car, tenant.finance.defaultLink)}>
            Get Finance
          </a>
        )}
        {canTradeIn(car, tenant.features.tradeInValuation) && (
          <a className="button button-small" href={`/cars/trade-in?car_id=${car.id}`}>
            Trade-In Valuation
          </a>
        )}
      </div>
    </div>
  );
}
