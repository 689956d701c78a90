// Spec §2 /success: says what was sent and to whom (or that it is saved and waiting for a connection).
import { Link } from 'react-aria-components';
import { appointmentText } from '../../domain/appointments.ts';
import { readSentLead } from '../../features/leads/success-store.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';

const FORM_NAMES: Record<string, string> = {
  enquiry: 'enquiry',
  'test-drive': 'test drive booking',
  finance: 'finance enquiry',
  'trade-in': 'trade-in request',
  contact: 'message',
  service: 'service booking request',
  career: 'job enquiry',
  fleet: 'fleet enquiry',
  'spin-to-win': 'entry',
};

export function SuccessPage() {
  const sent = readSentLead();
  if (!sent) {
    return <PageFrame title="Thank You" lead="Your enquiry has been sent. We'll be in touch soon." />;
  }
  const what = FORM_NAMES[sent.form] ?? 'enquiry';
  const booked = sent.appointment && appointmentText(sent.appointment);
  return (
    <PageFrame
      title={sent.queued ? 'Saved' : 'Thank You'}
      lead={sent.queued ? "Saved — we'll send it when you're back online" : `Your ${what}${booked ? ` for ${booked}` : ''} has been sent to ${sent.recipient}.`}
    >
      <dl className="lead-success">
        <dt>What</dt>
        <dd>
          {sent.category} — {what}
          {sent.car && (
            <>
              {' '}
              about the <Link href={`/cars/${sent.car.slug}`}>{sent.car.name}</Link> (stock {sent.car.stocknum})
            </>
          )}
        </dd>
        <dt>To</dt>
        <dd>{sent.recipient}</dd>
        {booked && (
          <>
            <dt>Preferred time</dt>
            <dd>{booked}</dd>
          </>
        )}
        {sent.message && (
          <>
            <dt>Your message</dt>
            <dd className="lead-success-message">{sent.message}</dd>
          </>
        )}
        <dt>We'll reply to</dt>
        <dd>
          {sent.email} · {sent.phone}
        </dd>
        {sent.leadId !== null && (
          <>
            <dt>Reference</dt>
            <dd>#{sent.leadId}</dd>
          </>
        )}
      </dl>
    </PageFrame>
  );
}
