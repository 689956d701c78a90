// The contact screens (contact, a location's contact, service): the site's locations as spec §2's
// contact variants say, then the form.
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ContactLocations } from '../../features/locations/ContactLocations.tsx';
import { LeadForm } from '../../features/leads/LeadForm.tsx';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { useAtomValue } from '../../state/store.ts';
import { navigationAtom, tenantAtom } from '../../state/tenant.ts';
import { PlaceholderPage } from '../placeholder/PlaceholderPage.tsx';
import { SubjectFromQuery } from './SubjectFromQuery.tsx';

const LocationBlocks = lazy(() => import('../../features/locations/LocationBlocks.tsx').then((m) => ({ default: m.LocationBlocks })));

/** On /contact-us/{slug}, `location` preselects the location (by name, as the select lists it). */
function ContactForm({ form = 'contact', title = 'Contact Us', location }: { form?: 'contact' | 'service'; title?: string; location?: { name: string; slug: string } }) {
  const [path] = useLocation();
  return (
    <PageFrame title={title} lead="Send us a message and we'll be in touch soon.">
      <ContactLocations form={form} slug={location?.slug} path={path} />
      <h2 className="contact-form-title">Send us a message</h2>
      <SubjectFromQuery>
        {({ subject, line }) => (
          <>
            {line && <p className="lead-car-line">{line}</p>}
            <LeadForm form={form} car={null} submitLabel="Send Message" initial={location ? { location: location.name } : undefined} subject={subject} showRego={form === 'service'} />
          </>
        )}
      </SubjectFromQuery>
    </PageFrame>
  );
}

export const ContactPage = () => <ContactForm />;

/** /contact-us/{slug}: the contact form for one location (visible locations only: the navigation data lists no hidden one). */
export function LocationContactPage({ params }: ScreenProps) {
  const location = useAtomValue(navigationAtom).locations.find((l) => l.slug === params.slug);
  return location ? <ContactForm title={`Contact ${location.name}`} location={location} /> : <NotFound />;
}

/** Book a Service: on the manufacturer's booking site where the tenant has one, with its service centres; else a service enquiry. */
export function ServicePage() {
  const tenant = useAtomValue(tenantAtom);
  const bookingUrl = tenant.service.externalBookingUrl;
  if (!bookingUrl) return <ContactForm form="service" title="Book a Service" />;
  return (
    <PlaceholderPage title="Book a Service" purpose="Service bookings are made on the manufacturer's booking site.">
      <p>
        <a href={bookingUrl} target="_blank" rel="noopener" className="button button-primary">
          Book a service online
        </a>
      </p>
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        <LocationBlocks blocks={tenant.locations.blocks['/service'] ?? [{ show: 'service', title: 'Our Service Centres', layout: 'grid' }]} />
      </Suspense>
    </PlaceholderPage>
  );
}
