// Spec §2 offer card: image (375x250, §9), category and make, name, description cut to 160 characters
// with 'View more/less', 'Enquire Now', 'Explore {model}', 'Book A Test Drive', and the disclaimer cut
// to 200 with 'View full/less disclaimer' (§4 expand rules). Special offers, home and model pages.
import { OFFER_IMAGE } from '../../domain/car-images.ts';
import { imageUrl } from '../../domain/media.ts';
import { modelPagePath } from '../../domain/model-explore.ts';
import { isFinanceOffer, OFFER_DESCRIPTION_CHARS, OFFER_DISCLAIMER_CHARS, offerPagePath, offerTextStartsExpanded, type OfferCardData } from '../../domain/offers.ts';
import { DISCLAIMER_TOGGLE, ExpandableText } from '../../ui/ExpandableText.tsx';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';
import '../../ui/cards.css';


/** The offer's actions (spec §2): its enquiry and test drive carry the offer's id into the lead. */
export function offerLinks(offer: { id: number; model_name?: string | null; model_slug?: string | null; model_override_url?: string | null }) {
  return {
    enquire: `/contact?offer_id=${offer.id}`,
    testDrive: `/book-test-drive?offer_id=${offer.id}`,
    explore: offer.model_slug && offer.model_name ? { href: modelPagePath({ slug: offer.model_slug, override_url: offer.model_override_url ?? null }), label: `Explore ${offer.model_name}` } : null,
  };
}

/** The offer's actions and its disclaimer (§4 expand rules): on its card (small buttons) and its page. */
export function OfferActions({ offer, alwaysExpanded, size }: { offer: OfferCardData; alwaysExpanded: boolean; size: 'small' | 'large' }) {
  const links = offerLinks(offer);
  const button = size === 'small' ? 'button button-small' : 'button';
  return (
    <>
      <div className={size === 'small' ? 'car-card-actions' : 'explore-actions'}>
        <a href={links.enquire} className={`${button} button-primary`}>
          Enquire Now
        </a>
        {links.explore && (
          <a href={links.explore.href} className={button}>
            {links.explore.label}
          </a>
        )}
        <a href={links.testDrive} className={button}>
          Book A Test Drive
        </a>
      </div>
      {offer.disclaimer && (
        <ExpandableText
          className="offer-disclaimer"
          text={offer.disclaimer}
          chars={OFFER_DISCLAIMER_CHARS}
          startExpanded={offerTextStartsExpanded(offer.disclaimer, { alwaysExpanded, financeDisclaimer: isFinanceOffer(offer.category) })}
          labels={DISCLAIMER_TOGGLE}
        />
      )}
    </>
  );
}

export function OfferCard({ offer, imageTemplate, alwaysExpanded, headingLevel = 2 }: { offer: OfferCardData; imageTemplate: string; alwaysExpanded: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="result-card offer-card" aria-label={offer.name}>
      {/* Without a photo, the not-found placeholder: a row of cards keeps its photos in line. */}
      <img
        src={offer.image_url ? imageUrl(imageTemplate, offer.image_url, OFFER_IMAGE) : NOT_FOUND_IMAGE}
        alt=""
        width={OFFER_IMAGE.width}
        height={OFFER_IMAGE.height}
        loading="lazy"
      />
      <div className="result-card-body">
        <p className="result-card-meta">{[offer.category, offer.manufacturer].filter(Boolean).join(' · ')}</p>
        <Heading className="result-card-title">
          <a href={offerPagePath(offer)}>{offer.name}</a>
        </Heading>
        <ExpandableText
          text={offer.description}
          chars={OFFER_DESCRIPTION_CHARS}
          startExpanded={offerTextStartsExpanded(offer.description, { alwaysExpanded, financeDisclaimer: false })}
          labels={{ more: 'View more', less: 'View less' }}
        />
        <OfferActions offer={offer} alwaysExpanded={alwaysExpanded} size="small" />
      </div>
    </article>
  );
}
