import { useLocation } from 'wouter';
import { ContactLocations } from '../../features/locations/ContactLocations.tsx';
import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';

/**
 * The contact and service pages: the site's locations as spec §2's contact variants say, then the
 * form. On /contact-us/{slug}, `location` preselects the location (by name, as the select lists it).
 */
export function ContactPage({ form = 'contact', title = 'Contact Us', location }: { form?: 'contact' | 'fleet' | 'career' | 'service'; title?: string; location?: { name: string; slug: string } }) {
  const [path] = useLocation();
  return (
    <PageFrame title={title} lead="Send us a message and we'll be in touch soon.">
      <ContactLocations form={form} slug={location?.slug} path={path} />
      <h2 className="contact-form-title">Send us a message</h2>
      <LeadForm form={form} car={null} submitLabel="Send Message" initial={location ? { location: location.name } : undefined} />
    </PageFrame>
  );
}
