// Spec §2 offer page, /offers/{manufacturer}/{offerId} or /offers/{offerId}: the offer's image (its own
// or its model's), name, description (sanitised by the server) and disclaimer with the §4 expand rules
// ('View more/less', 'View full/less disclaimer'), 'Enquire Now' and 'Book A Test Drive' (both carry
// the offer into the lead) and 'Explore {model}'. An excluded offer (§5) is not found; an address
// naming another manufacturer is replaced by the offer's own.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { getOffer } from '../../api/explore.ts';
import { OFFER_DESCRIPTION_CHARS, offerCard, offerIdFrom, offerPagePath, offerTextStartsExpanded, type ServedOffer } from '../../domain/offers.ts';
import { dateInWords } from '../../domain/reviews.ts';
import { plainText } from '../../domain/car-page.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { OfferActions } from '../../features/offers/OfferCard.tsx';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { DealerImage } from '../../ui/DealerImage.tsx';
import { ExpandableText } from '../../ui/ExpandableText.tsx';
import { useDocumentTitle } from '../../shell/PageFrame.tsx';
import { NotFound } from '../../shell/NotFound.tsx';
import { ExplorePageState } from './ExplorePageState.tsx';
import '../../features/explore/explore.css';
import '../../ui/cards.css';

const IMAGE = { width: 600, height: 400, quality: 75, fit: 'cover' } as const;

function OfferDetails({ offer, manufacturer }: { offer: ServedOffer; manufacturer: string | null }) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const [, navigate] = useLocation();
  useDocumentTitle(offer.name);
  useEffect(() => {
    if (manufacturer !== null && manufacturer !== offer.manufacturer_slug) navigate(offerPagePath(offer), { replace: true });
  }, [manufacturer, offer, navigate]);
  const alwaysExpanded = tenant.offers.alwaysExpanded;
  const image = offer.image_or_model_image?.url ?? null;
  const description = plainText(offer.sanitized_description);
  return (
    <div className="page">
      <Breadcrumbs trail={[{ label: 'Special Offers', href: '/special-offers' }, { label: offer.name }]} />
      <article className="offer-page" aria-labelledby="offer-title">
        <DealerImage className="offer-page-image" template={imageTemplate} image={image} crop={IMAGE} sizes="(min-width: 800px) 50vw, 100vw" alt="" fetchPriority="high" />
        <div>
          <p className="offer-page-meta">{[offer.category, offer.manufacturer].filter(Boolean).join(' · ')}</p>
          <h1 id="offer-title">{offer.name}</h1>
          {offer.expires_at && <p className="offer-expiry">Offer ends {dateInWords(offer.expires_at)}</p>}
          <ExpandableText
            className="offer-page-description"
            text={description}
            html={offer.sanitized_description}
            chars={OFFER_DESCRIPTION_CHARS}
            startExpanded={offerTextStartsExpanded(description, { alwaysExpanded, financeDisclaimer: false })}
            labels={{ more: 'View more', less: 'View less' }}
          />
          <OfferActions offer={offerCard(offer)} alwaysExpanded={alwaysExpanded} size="large" />
        </div>
      </article>
    </div>
  );
}

function OfferScreen({ id, manufacturer }: { id: number; manufacturer: string | null }) {
  const read = useApiData(`offer:${id}`, (signal) => getOffer(id, signal));
  return <ExplorePageState read={read} title="Special Offer">{(offer) => <OfferDetails offer={offer} manufacturer={manufacturer} />}</ExplorePageState>;
}

export function OfferPage({ params }: ScreenProps) {
  const id = offerIdFrom(params.offerId ?? '');
  return id === null ? <NotFound /> : <OfferScreen key={id} id={id} manufacturer={params.manufacturer ?? null} />;
}
