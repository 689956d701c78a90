// Spec §2 home banner's three feature links (latest offers, service booking, sell your car), each a
// card: a photo from the dealer's own data (an offer's, a service centre's, a car's), one line and where
// it goes. The title's link covers the card, so each card is one link with one name.
import { sellYourCarLink, type HomeData } from '../../domain/home-sections.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { DealerImage } from '../../ui/DealerImage.tsx';
import { OPENING_PHOTO } from '../../perf/photo-paint.ts';

/** Spec §9 images are 600x400; the card shows a wide crop of it. */
const IMAGE = { width: 600, height: 400, quality: 75, fit: 'cover' } as const;

export function FeatureCards({ images }: { images: HomeData['featureImages'] | null }) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const serviceHref = tenant.service.externalBookingUrl ?? '/service';
  const sell = sellYourCarLink(tenant.features);
  const cards = [
    { id: 'offers', title: 'Latest offers', text: 'Manufacturer and dealer offers on stock now.', action: 'See the offers', href: '/special-offers', image: images?.offers ?? null },
    { id: 'service', title: 'Book a service', text: 'Servicing by our own technicians, booked online.', action: 'Book a time', href: serviceHref, image: images?.service ?? null },
    { id: 'sell', title: sell.label, text: sell.text, action: 'Get a price', href: sell.href, image: images?.sell ?? null },
  ];
  // The first photo is a phone's largest paint: the app's scripts wait for it (src/server/http/photo-first.ts).
  const first = cards.find((card) => card.image)?.id;
  return (
    <nav className="feature-links" aria-label="Popular">
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <article className="feature-card">
              {card.image ? (
                <DealerImage
                  className="feature-card-image"
                  template={imageTemplate}
                  image={card.image}
                  crop={IMAGE}
                  widths={[300, 600]}
                  sizes="(max-width: 599px) 36vw, (min-width: 960px) 26rem, 45vw"
                  alt=""
                  {...(card.id === first ? OPENING_PHOTO : { loading: 'lazy' as const, decoding: 'async' as const })}
                />
              ) : (
                <div className="feature-card-image" />
              )}
              <div className="feature-card-body">
                <h2>
                  <a href={card.href} {...(card.href.startsWith('http') ? { rel: 'noopener', target: '_blank' } : {})}>
                    {card.title}
                  </a>
                </h2>
                <p>{card.text}</p>
                <span className="feature-card-action" aria-hidden="true">
                  {card.action} →
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </nav>
  );
}
