import { LeadForm } from '../../features/leads/LeadForm.tsx';
import { PendingEnquiries } from '../../features/leads/PendingEnquiries.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

export function ContactPage({ form = 'contact', title = 'Contact Us' }: { form?: 'contact' | 'fleet' | 'career' | 'service'; title?: string }) {
  return (
    <PageFrame title={title} lead="Send us a message and we'll be in touch soon.">
      <PendingEnquiries />
      <LeadForm form={form} car={null} submitLabel="Send Message" />
    </PageFrame>
  );
}
