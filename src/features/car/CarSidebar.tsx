import { track } from '../../platform/analytics.ts';
import { canFavourite, isAvailable } from '../../domain/availability.ts';
import { carTag } from '../../domain/car-tag.ts';
import { formatMoney, priceDisplay, sellingPrice } from '../../domain/price-display.ts';
import { belowMarketBy } from '../../domain/price-gauge.ts';
import type { PhoneLine } from '../../domain/phone.ts';
import type { Car } from '../../domain/stock.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { canBuyOnline, canReserve, carShareUrl, odometerText } from '../../domain/car-page.ts';
import { EnquiryDialog } from '../leads';
import { SaveButtons } from '../saved-cars';
import { carImageUrl } from '../../domain/car-images.ts';
import { PdfDownload } from './PdfDownload.tsx';
import { PhoneReveal } from './PhoneReveal.tsx';
import { SharePanel } from './SharePanel.tsx';
import { DisclosureRow } from '../../ui/DisclosureRow.tsx';
import { ShowroomPanel } from '../showroom';
import { SoldPanel } from './SoldPanel.tsx';
import { estimateText, useCarEstimate } from './useCarEstimate.ts';
import { carViewsUrl, getCarViews } from '../../api/cars.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { ServerHtml } from '../../perf/ServerHtml.tsx';

export function PriceLine({ car, tenant }: { car: Car; tenant: BrowserTenant }) {
  const price = priceDisplay(car, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText });
  return (
    <p className="car-price">
      <span className="car-price-amount">{price.text}</span>
      {price.kind === 'price' && <span className="car-price-type"> {price.priceType}</span>}
      {price.kind === 'price' && price.wasPrice !== null && <s className="car-was-price">{formatMoney(price.wasPrice)}</s>}
    </p>
  );
}

/** Enquire Now opens the enquiry dialog, or the tenant's instant-message chat where it has one. */
export function EnquireNow({ car, chatLink }: { car: Car; chatLink: string | null }) {
  if (!chatLink) return <EnquiryDialog car={car} />;
  return (
    <a className="button button-primary" href={chatLink} target="_blank" rel="noopener" onClick={() => track('enquire', { car_id: car.id, channel: 'chat' })}>
      Enquire Now
    </a>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
const ICONS = {
  km: 'M12 4a9 9 0 0 0-9 9h2a7 7 0 0 1 14 0h2a9 9 0 0 0-9-9Zm0 7a2 2 0 1 0 2 2l3-5-5 3Z',
  transmission: 'M5 4h2v7h4V4h2v7h4V4h2v9h-6v7h-2v-7H7v7H5Z',
  body: 'M4 14l2-5h12l2 5v4h-2a2 2 0 0 1-4 0h-4a2 2 0 0 1-4 0H4Z',
};

/** The view count (spec §7 view.json); its own component, so its answer re-renders only this line. */
function ViewsLine({ car, websiteId }: { car: Car; websiteId: number }) {
  const views = useApiData(carViewsUrl(car, websiteId), (signal) => getCarViews(car, websiteId, { signal }));
  return <p className="car-views">{views.status === 'ready' ? `${views.data.views.toLocaleString('en-AU')} views` : '\u00a0'}</p>;
}

/** The finance estimate line (spec §5). */
function EstimateLine({ car, tenant, now }: { car: Car; tenant: BrowserTenant; now: Date }) {
  const estimate = useCarEstimate(car, tenant, now);
  if (!estimate) return null;
  return (
    !estimate.enquireForFinance && (
      <p className="car-estimate">
        <a href="#finance-calculator">{estimateText(estimate, tenant)}</a> estimated finance
      </p>
    )
  );
}

export function CarSidebar({ car, tenant, template, phone, now }: { car: Car; tenant: BrowserTenant; template: string; phone: PhoneLine | null; now: Date }) {
  const available = isAvailable(car.status);
  const below = belowMarketBy(sellingPrice(car), car.autograb_data);
  const tag = carTag({ ...car, created_at_timestamp: Date.parse(car.created_at) / 1000 }, tenant, now);
  const shareUrl = carShareUrl(tenant.url, car.slug);
  const odometer = odometerText(car);
  return (
    <aside className="car-sidebar" aria-label="Price and actions">
      {tag && <span className={`car-tag car-tag-${tag.kind}`}>{tag.text}</span>}
      <PriceLine car={car} tenant={tenant} />
      {/* Lines that fill in after the first paint keep their place, so nothing below them moves. */}
      <ViewsLine car={car} websiteId={tenant.id} />
      {below !== null && <p className="market-indicator">{formatMoney(below)} below the market average</p>}
      <EstimateLine car={car} tenant={tenant} now={now} />
      <p className="car-location">
        <a href="#vehicle-map">{car.location.name}</a>
      </p>
      {/* Icons and text, kept as the server rendered them (src/perf/ServerHtml.tsx) for these facts. */}
      <ServerHtml key={[odometer, car.simple_transmission, car.simple_body].join('|')} as="ul" className="car-icons" label="At a glance">
        {odometer && (
          <li>
            <Icon path={ICONS.km} /> {odometer}
          </li>
        )}
        {car.simple_transmission && (
          <li>
            <Icon path={ICONS.transmission} /> {car.simple_transmission}
          </li>
        )}
        <li>
          <Icon path={ICONS.body} /> {car.simple_body}
        </li>
      </ServerHtml>
      {available ? (
        <div className="car-actions">
          {car.reserved && <p className="car-reserved">Reserved: a deposit has been paid on this car.</p>}
          {/* Side by side: a phone's sidebar stays as tall as with one of them. */}
          {(canReserve(car, tenant.features.reserve) || canBuyOnline(car, tenant.features.onlinePurchase)) && (
            <div className="car-purchase">
              {canReserve(car, tenant.features.reserve) && (
                <a className="button button-primary" href={`/cars/${car.slug}/${tenant.vehiclePage.checkoutPath}`}>
                  Reserve Car Now
                </a>
              )}
              {canBuyOnline(car, tenant.features.onlinePurchase) && (
                <a className="button" href={`/checkout-journey?car_id=${car.slug}`}>
                  Buy Online
                </a>
              )}
            </div>
          )}
          <EnquireNow car={car} chatLink={tenant.vehiclePage.chatLink} />
          {phone && <PhoneReveal car={car} phone={phone} websiteId={tenant.id} startRevealed={tenant.phones.revealStart === 'revealed'} />}
        </div>
      ) : (
        <SoldPanel car={car} soldTag={tenant.stock.soldTag} justSoldStyle={tenant.stock.justSoldStyle} />
      )}
      <SaveButtons
        car={{ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url, status: car.status, sold: car.sold }}
        imageUrls={car.primary_image_url ? [carImageUrl(template, car.primary_image_url)] : []}
        favourite={canFavourite(car, tenant)}
      />
      <DisclosureRow title="Share" className="car-share">
        <SharePanel url={shareUrl} title={car.name} channels={tenant.share.channels} toastOnCopy />
      </DisclosureRow>
      <ShowroomPanel car={car} template={template} />
      <p className="button-row">
        <a className="button button-small" href={`/print?car_id=${car.slug}`} target="_blank" rel="noopener" onClick={() => track('print', { slug: car.slug })}>
          Print
        </a>
        <PdfDownload slug={car.slug} />
      </p>
    </aside>
  );
}
