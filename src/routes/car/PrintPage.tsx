import { useSearch } from 'wouter';
import { DEALER_COMMENTS_PENDING, keyInformation, plainText } from '../../domain/car-page.ts';
import { carImageUrl } from '../../domain/car-images.ts';
import { PriceLine } from '../../features/car/CarSidebar.tsx';
import { PdfDownload } from '../../features/car/PdfDownload.tsx';
import { useCar } from '../../features/car/useCar.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NotFound } from '../../shell/NotFound.tsx';
import '../../features/car/car.css';

/** /print?car_id={slug}: the vehicle on one printable page. */
export function PrintPage() {
  const slug = new URLSearchParams(useSearch()).get('car_id') ?? '';
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const state = useCar(slug);
  if (!slug || state.status === 'missing') return <NotFound />;
  if (state.status !== 'ready') return <PageFrame title={state.status === 'error' ? 'This car could not be loaded' : 'Loading vehicle…'} />;
  const car = state.car;
  return (
    <PageFrame title={car.name} trail={[{ label: 'Vehicle', href: `/cars/${car.slug}` }, { label: 'Print' }]}>
      <div className="print-page">
        <p className="print-actions">
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print this page
          </button>
          <PdfDownload slug={car.slug} />
        </p>
        {car.primary_image_url && <img className="print-photo" src={carImageUrl(imageTemplate, car.primary_image_url)} alt={car.name} width={600} height={400} />}
        <PriceLine car={car} tenant={tenant} />
        <h2>Key information</h2>
        <dl className="spec-list">
          {keyInformation(car).map((e) => (
            <div key={e.label} className="spec-row">
              <dt>{e.label}</dt>
              <dd>{e.value}</dd>
            </div>
          ))}
        </dl>
        {car.standardEquipment.length > 0 && (
          <>
            <h2>Features</h2>
            <ul className="feature-list">
              {car.standardEquipment.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        )}
        <h2>Dealer comments</h2>
        <p>{plainText(car.dealercomments) || DEALER_COMMENTS_PENDING}</p>
        <h2>{car.location.name}</h2>
        <p>
          {car.location.address}
          <br />
          {car.location.phone}
        </p>
      </div>
    </PageFrame>
  );
}
