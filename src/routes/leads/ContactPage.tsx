import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

export function ContactPage({ form = 'contact', title = 'Contact Us' }: { form?: 'contact' | 'fleet' | 'career' | 'service'; title?: string }) {
  return (
    <PageFrame title={title} lead="Send us a message and we'll be in touch soon.">
      <LeadForm form={form} car={null} submitLabel="Send Message" />
    </PageFrame>
  );
}
