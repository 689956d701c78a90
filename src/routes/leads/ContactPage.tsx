import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** `location` preselects the location (the name, as the location select lists it) on /contact-us/{slug}. */
export function ContactPage({ form = 'contact', title = 'Contact Us', location }: { form?: 'contact' | 'fleet' | 'career' | 'service'; title?: string; location?: string }) {
  return (
    <PageFrame title={title} lead="Send us a message and we'll be in touch soon.">
      <LeadForm form={form} car={null} submitLabel="Send Message" initial={location ? { location } : undefined} />
    </PageFrame>
  );
}
