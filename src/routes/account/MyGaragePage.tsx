// Spec §2 /my-garage and the branded garage pages (tenant.json garagePages): the watchlist with what
// changed since each car was saved, the shopper's own vehicles, their enquiries and bookings, their
// reservations and payments, saved searches, and the account. A branded page is My Garage under one
// brand's name and logo, its watchlist and vehicles that brand's. Gated (the Gate sends a signed-out
// shopper to sign in). Offline, the service worker's last copy of the garage opens.
import { slugify } from '../../domain/media.ts';
import { imageUrl } from '../../domain/media.ts';
import type { GarageView } from '../../domain/account.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { AccountDetailsSection } from '../../features/account/garage/AccountDetailsSection.tsx';
import { LeadsSection } from '../../features/account/garage/LeadsSection.tsx';
import { SavedSearchesSection } from '../../features/account/garage/SavedSearchesSection.tsx';
import { useGarage } from '../../features/account/garage/useGarage.ts';
import { VehiclesSection } from '../../features/account/garage/VehiclesSection.tsx';
import { WatchlistSection } from '../../features/account/garage/WatchlistSection.tsx';
import { useOnline } from '../../state/connectivity.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import '../../features/leads/leads.css';
import '../../features/account/account.css';

type GaragePage = TenantConfig['garagePages'][number];

const ofBrand = (make: string, brand: string) => slugify(make) === brand;

function forBrand(garage: GarageView, brand: string | null): GarageView {
  if (!brand) return garage;
  return { ...garage, watchlist: garage.watchlist.filter((item) => item.car && ofBrand(item.car.make, brand)), vehicles: garage.vehicles.filter((v) => ofBrand(v.make, brand)) };
}

export function MyGaragePage({ pattern }: ScreenProps) {
  const { navigation, imageTemplate, tenant } = useAtomValue(bootstrapAtom)!;
  const page: GaragePage | undefined = tenant.garagePages.find((p) => p.path === pattern);
  const user = useAtomValue(sessionAtom).user;
  const online = useOnline();
  const [state, , change] = useGarage();
  const brand = page ? navigation.brands.find((b) => b.slug === page.brand) : undefined;
  const title = page?.title ?? 'My Garage';
  const here = page?.path ?? '/my-garage';
  if (!user) return null;
  return (
    <PageFrame title={title} lead={user.name ? `Welcome back, ${user.name}.` : 'Welcome back.'}>
      {brand?.logo && (
        <p className="garage-brand">
          <img src={imageUrl(imageTemplate, brand.logo, { width: 128, height: 128, quality: 80, fit: 'contain' })} alt={`${brand.title} logo`} width={64} height={64} />
          <span>
            Your {brand.title} cars, saved and owned. <a href="/my-garage">All of My Garage</a>
          </span>
        </p>
      )}
      {!online && state.kind === 'ready' && <p className="garage-offline">You're offline: this is My Garage as you last saw it.</p>}
      {state.kind === 'loading' && <p className="page-loading">Loading your garage…</p>}
      {state.kind === 'failed' && (
        <p role="alert" className="lead-error">
          {state.offline ? "You're offline, and My Garage hasn't been opened on this device yet. It will be here once you're back online." : state.message}
        </p>
      )}
      <div className="garage">
      {state.kind === 'ready' && (
        <>
          <WatchlistSection items={forBrand(state.garage, page?.brand ?? null).watchlist} onRemoved={(carId) => change((g) => ({ ...g, watchlist: g.watchlist.filter((i) => i.car_id !== carId) }))} />
          <VehiclesSection vehicles={forBrand(state.garage, page?.brand ?? null).vehicles} onChange={(vehicles) => change((g) => ({ ...g, vehicles: page ? [...g.vehicles.filter((v) => !ofBrand(v.make, page.brand)), ...vehicles] : vehicles }))} />
          <LeadsSection id="garage-enquiries" title="Enquiries and bookings" empty="Enquiries, test drives and service bookings you send while signed in show here, with where each is." leads={state.garage.enquiries} />
          <LeadsSection id="garage-reservations" title="Reservations and payments" empty="Cars you reserve and payments you make online show here." leads={state.garage.reservations} />
          <SavedSearchesSection searches={state.garage.saved_searches} onChange={(saved_searches) => change((g) => ({ ...g, saved_searches }))} />
        </>
      )}
      <AccountDetailsSection user={user} here={here} />
      </div>
    </PageFrame>
  );
}
