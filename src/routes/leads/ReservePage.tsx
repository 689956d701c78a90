// Spec §2/§4 reserve (/cars/{slug}/checkout or /buy-online) and online purchase
// (/checkout-journey?car_id={slug}): the page waits until the car is known.
import type { ScreenProps } from '../../domain/screen-match.ts';
import { isAvailable } from '../../domain/availability.ts';
import type { Car } from '../../domain/stock.ts';
import { useCar } from '../../features/car/useCar.ts';
import { EnquiryDialog } from '../../features/leads/EnquiryDialog.tsx';
import { ReserveFlow } from '../../features/leads/ReserveFlow.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NotFound } from '../../shell/NotFound.tsx';
import { CarFromQuery } from './CarFromQuery.tsx';

function ReserveScreen({ car, title }: { car: Car; title: string }) {
  const depositLabel = useAtomValue(tenantAtom).vehiclePage.depositLabel;
  const trail = [{ label: car.name, href: `/cars/${car.slug}` }, { label: title }];
  return (
    <PageFrame title={title} trail={trail} lead={`Reserve the ${car.name} with a ${depositLabel} deposit.`}>
      {car.reserved || !isAvailable(car.status) ? (
        <>
          <p role="status">This car is no longer available to reserve. We can help you find a similar one.</p>
          <EnquiryDialog car={car} variant="similar" triggerLabel="Find Me Something Similar" />
        </>
      ) : (
        <ReserveFlow car={car} />
      )}
    </PageFrame>
  );
}

/** /cars/{slug}/{the tenant's checkout step}. */
export function ReservePage({ params }: ScreenProps) {
  const state = useCar(params.slug!);
  if (state.status === 'loading') return <div className="page" aria-busy="true" />;
  if (state.status !== 'ready') return <NotFound />;
  return <ReserveScreen car={state.car} title="Reserve this Car" />;
}

export function CheckoutJourneyPage() {
  return <CarFromQuery>{(car) => (car ? <ReserveScreen car={car} title="Buy Online" /> : <NotFound />)}</CarFromQuery>;
}
