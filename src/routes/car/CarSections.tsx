// The car page below the photos and sidebar: details, comments, gauge, calculators, location and
// similar cars. A chunk of its own, loaded as the page first renders, so the photo, name and price
// paint without waiting for the calculators' code.
import { showsFuelCalculator } from '../../domain/fuel.ts';
import { priceGaugeFor } from '../../domain/price-gauge.ts';
import type { PhoneLine } from '../../domain/phone.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import { carLender, carShowsEstimate } from '../../domain/car-page.ts';
import { CallDealerCard } from '../../features/car/CallDealerCard.tsx';
import { DealerComments } from '../../features/car/DealerComments.tsx';
import { DealerLocationCard } from '../../features/car/DealerLocation.tsx';
import { DeliveryCalculator } from '../../features/car/DeliveryCalculator.tsx';
import { FinanceCalculator } from '../../features/car/FinanceCalculator.tsx';
import { FinanceFees } from '../../features/car/FinanceFees.tsx';
import { FinancePromo } from '../../features/car/FinancePromo.tsx';
import { FuelCalculator } from '../../features/car/FuelCalculator.tsx';
import { useFinanceExample } from '../../features/car/useFinanceExample.ts';
import { PriceGauge } from '../../features/car/PriceGauge.tsx';
import { SimilarCars } from '../../features/car/SimilarCars.tsx';
import { useJumpToFragment } from '../../features/car/fragment.ts';
import { VehicleDetails } from '../../features/car/VehicleDetails.tsx';
import { carWarranty } from '../../domain/warranty.ts';
import { DeferredSection } from '../../perf/DeferredSection.tsx';
import { SECTION_HEIGHTS } from './section-heights.ts';

/**
 * Each section renders as it nears the screen (DeferredSection),
 * all at once when the address names an anchor in them (`fragment`: the jump waits for them).
 */
export function CarSections({ car, boot, phone, today, fragment }: { car: Car; boot: TenantBootstrap; phone: PhoneLine | null; today: string; fragment: string }) {
  const { tenant, imageTemplate } = boot;
  const all = fragment !== '';
  useJumpToFragment(fragment);
  const f = tenant.features;
  const example = useFinanceExample(car, tenant);
  const estimateShown = carShowsEstimate(car, tenant, Number(today.slice(0, 4)));
  return (
    <>
      <DeferredSection eager={all} placeholderHeight={SECTION_HEIGHTS.details}>
        <VehicleDetails car={car} showUnregistered={tenant.vehiclePage.showUnregistered} today={today} warranty={carWarranty(car.car_type, tenant.vehiclePage)} />
      </DeferredSection>
      <DeferredSection eager={all} placeholderHeight={SECTION_HEIGHTS.comments}>
        <DealerComments html={car.dealercomments} />
        {/* Asked only for a car with market data: the call has nothing else to answer (showroom saves the same). */}
        {f.priceGauge && priceGaugeFor(car) && <PriceGauge slug={car.slug} />}
      </DeferredSection>
      <DeferredSection eager={all} placeholderHeight={SECTION_HEIGHTS.finance}>
        <div className="car-finance" id="finance-form">
          {f.financeCalculator && <FinanceCalculator car={car} tenant={tenant} lender={carLender(car, tenant.finance.provider)} example={example} estimateShown={estimateShown} />}
          {tenant.finance.fees && <FinanceFees fees={tenant.finance.fees} />}
          <FinancePromo car={car} tenant={tenant} example={example} estimateShown={estimateShown} />
        </div>
      </DeferredSection>
      <DeferredSection eager={all} placeholderHeight={SECTION_HEIGHTS.calculators}>
        {phone && <CallDealerCard car={car} phone={phone} tenant={tenant} />}
        {f.deliveryCalculator && <DeliveryCalculator />}
        {f.fuelCalculator && showsFuelCalculator(car.simple_fuel, car.item_type) && <FuelCalculator consumption={car.variant.fuelconsumptioncombined} />}
      </DeferredSection>
      <DeferredSection eager={all} placeholderHeight={SECTION_HEIGHTS.location}>
        <DealerLocationCard car={car} />
        {f.similarCars && <SimilarCars car={car} carsIndex={boot.search.carsIndex} template={imageTemplate} />}
      </DeferredSection>
    </>
  );
}
