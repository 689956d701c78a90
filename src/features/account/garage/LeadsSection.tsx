// The enquiries and bookings (or the reservations) the shopper sent while signed in, with where each is
// and, for a payment, its receipt: the amount, the reference to quote, and whether it was refunded.
import { LEAD_STATUS_TEXT, paymentText, type GarageLead } from '../../../domain/account.ts';

export function LeadsSection({ id, title, empty, leads }: { id: string; title: string; empty: string; leads: GarageLead[] }) {
  return (
    <section className="garage-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {leads.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="garage-rows">
          {leads.map((lead) => (
            <li key={lead.id} className="garage-row">
              <div>
                <p>
                  <strong>{lead.title}</strong>
                  {lead.car && (
                    <>
                      {' '}
                      for <a href={`/cars/${lead.car.slug}`}>{lead.car.name}</a>
                    </>
                  )}
                </p>
                {lead.payment && <p>{paymentText(lead.payment)}</p>}
                <p className="garage-muted">Sent {new Date(lead.created_at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}</p>
              </div>
              <p className={lead.status === 'failed' ? 'lead-error' : undefined}>{LEAD_STATUS_TEXT[lead.status]}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
