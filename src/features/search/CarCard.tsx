import { memo, type MouseEvent } from 'react';
import { canFavourite, isAvailable } from '../../domain/availability.ts';
import { cardActions } from '../../domain/card-actions.ts';
import { carTag } from '../../domain/car-tag.ts';
import { formatMoney, priceDisplay } from '../../domain/price-display.ts';
import type { CarCardRecord } from '../../domain/search-record.ts';
import type { BrowserTenant } from '../../domain/tenant-bootstrap.ts';
import { carImageUrl, CAR_IMAGE } from '../../domain/car-images.ts';
import { SaveButtons } from '../saved-cars';
import { odometerText, SOLD_TEXT, SOLD_TITLE } from '../../domain/car-page.ts';
import type { CardEnquiryKind } from '../../domain/card-actions.ts';
import { useCardEstimate } from './useCardEstimates.ts';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';
import '../../ui/cards.css';
import { OPENING_PHOTO } from '../../perf/photo-paint.ts';
import { ServerHtml } from '../../perf/ServerHtml.tsx';

const CONDITION = { new: 'New', demo: 'Demo', used: 'Used' } as const;

export type CarHit = CarCardRecord;

interface CarCardProps {
  hit: CarHit;
  tenant: BrowserTenant;
  imageTemplate: string;
  /** The explore page of the car's model, when the site has one. */
  modelPage: string | null;
  /** Recently sold cars folded into this card (spec §4 collapsing). */
  hiddenSold: number;
  /** The first cards' photos load at once (spec §9: first 2 eagerly). */
  eager: boolean;
  now: Date;
  /** Opens the enquiry dialog for Quick Enquiry and Find Me Something Similar (else they are links). */
  onEnquire?: (hit: CarHit, kind: CardEnquiryKind) => void;
  /** The title's heading level: 2 in a results page, one below its section's heading elsewhere. */
  headingLevel?: 2 | 3 | 4;
}

const DIALOG_ACTIONS: Partial<Record<string, CardEnquiryKind>> = { enquire: 'enquiry', similar: 'similar' };

/** The fields that tell one version of a car's record from another. */
const CAR_VERSION = ['objectID', 'updated_at_timestamp', 'status', 'reserved', 'price'] as const;

/**
 * Every answer brings new hit objects, also for cars already shown (a refinement that keeps the top
 * cars, Back to a page): a card re-renders only when its car or its own props changed.
 */
function sameCard(a: CarCardProps, b: CarCardProps): boolean {
  const [x, y] = [a.hit, b.hit];
  const sameCar = x === y || CAR_VERSION.every((field) => x[field] === y[field]);
  return (
    sameCar &&
    a.tenant === b.tenant &&
    a.imageTemplate === b.imageTemplate &&
    a.modelPage === b.modelPage &&
    a.hiddenSold === b.hiddenSold &&
    a.eager === b.eager &&
    a.now === b.now &&
    a.onEnquire === b.onEnquire &&
    a.headingLevel === b.headingLevel
  );
}

/**
 * Memoised (sameCard), and built on plain anchors (the app's document-wide listener moves within the
 * app, src/app/app-links.ts): a results page renders 21 of these with seven links each on every new
 * answer (issue 4: results painted within 100 ms).
 */
export const CarCard = memo(function CarCard({ hit, tenant, imageTemplate, modelPage, hiddenSold, eager, now, onEnquire, headingLevel = 2 }: CarCardProps) {
  const available = isAvailable(hit.status);
  const price = priceDisplay(hit, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText });
  const tag = available ? carTag({ ...hit, simple_fuel: hit.fuel }, tenant, now) : null;
  const image = hit.primary_image_url ? carImageUrl(imageTemplate, hit.primary_image_url) : NOT_FOUND_IMAGE;
  const title = [hit.year, hit.make, hit.model].join(' ');
  const strip = [CONDITION[hit.car_type], hit.transmission, odometerText(hit), hit.fuel].filter(Boolean);
  const [details, ...actions] = cardActions(hit, tenant, modelPage);
  const Heading = `h${headingLevel}` as const;
  // A dialog's button is a plain button in the kept links; the card's one listener opens its dialog.
  const openDialog = onEnquire
    ? (event: MouseEvent) => {
        const kind = (event.target as Element).closest<HTMLElement>('[data-card-dialog]')?.dataset.cardDialog as CardEnquiryKind | undefined;
        if (kind) onEnquire(hit, kind);
      }
    : undefined;
  // What the card's static parts show comes from the car's version and these props: a change remounts them.
  const shown = [...CAR_VERSION.map((field) => hit[field]), modelPage, hiddenSold, headingLevel].join('|');
  return (
    <article className={`car-card${available ? '' : ' car-card-sold'}${tenant.stock.justSoldStyle ? ' car-card-just-sold' : ''}`} aria-label={title} onClick={openDialog}>
      <div className="car-card-photo">
        <img src={image} alt="" width={CAR_IMAGE.width} height={CAR_IMAGE.height} loading={eager ? 'eager' : 'lazy'} {...(eager ? OPENING_PHOTO : {})} />
        {!available && <span className="car-card-sold-tag">{tenant.stock.soldTag}</span>}
        {tag && <span className={`car-tag car-tag-${tag.kind}`}>{tag.text}</span>}
      </div>
      <div className="car-card-body">
        {/* Text and plain links, kept as the server rendered them (src/perf/ServerHtml.tsx). */}
        <ServerHtml key={`head ${shown}`} as="div" className="car-card-part">
          <Heading className="car-card-title">
            <a href={details.href}>{title}</a>
          </Heading>
          {(hit.badge || hit.series) && <p className="car-card-badge">{[hit.badge, hit.series].filter(Boolean).join(' ')}</p>}
          <p className="car-card-price">
            <span className="car-card-amount">{price.text}</span>
            {price.kind === 'price' && <span className="car-card-price-type"> {price.priceType}</span>}
            {price.kind === 'price' && price.wasPrice !== null && (
              <s className="car-card-was">
                <span className="visually-hidden">was </span>
                {formatMoney(price.wasPrice)}
              </s>
            )}
          </p>
        </ServerHtml>
        <EstimateLine carId={hit.id} />
        <ServerHtml key={`facts ${shown}`} as="div" className="car-card-part">
          <ul className="car-card-strip" aria-label="Key facts">
            {strip.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {!available && (
            <p className="car-card-sold-text">
              {SOLD_TITLE} {SOLD_TEXT}
              {hiddenSold > 0 && ` ${hiddenSold} more recently sold ${hiddenSold === 1 ? 'car' : 'cars'} not shown.`}
            </p>
          )}
          <div className="car-card-actions">
            <a href={details.href} className="button button-primary button-small">
              {details.label}
            </a>
          </div>
        </ServerHtml>
        {actions.length > 0 && (
          <ServerHtml key={`links ${shown} ${onEnquire !== undefined}`} as="ul" className="car-card-links">
            {actions.map((action) => {
              const dialog = onEnquire && DIALOG_ACTIONS[action.id];
              return (
                <li key={action.id}>
                  {dialog ? (
                    <button type="button" className="car-card-link-button" data-card-dialog={dialog}>
                      {action.label}
                    </button>
                  ) : (
                    <a href={action.href}>{action.label}</a>
                  )}
                </li>
              );
            })}
          </ServerHtml>
        )}
        <SaveButtons
          car={{ id: hit.id, name: hit.name, slug: hit.slug, make: hit.make, model: hit.model, primary_image_url: hit.primary_image_url, status: hit.status, sold: hit.sold }}
          imageUrls={hit.primary_image_url ? [image] : []}
          favourite={canFavourite(hit, tenant)}
        />
      </div>
    </article>
  );
}, sameCard);

/** Spec §4 finance estimate, once the finance worker has it; its room kept (and nothing read out) until then. */
function EstimateLine({ carId }: { carId: number }) {
  const estimate = useCardEstimate(carId);
  if (estimate === undefined) return null;
  if (estimate === null) return <p className="car-card-weekly" aria-hidden="true">{'\u00a0'}</p>;
  return <p className="car-card-weekly">{`${formatMoney(estimate.amount)} per ${estimate.per}`}</p>;
}

/** Memoised, as the cards are: the grid re-renders for every answer and every click. */
export const PromoCard = memo(function PromoCard({ title, text, href, image, imageTemplate }: { title: string; text: string; href: string; image: string | null; imageTemplate: string }) {
  return (
    <aside className="promo-card" aria-label={title}>
      {image && <img src={carImageUrl(imageTemplate, image)} alt="" width={CAR_IMAGE.width} height={CAR_IMAGE.height} loading="lazy" />}
      <h2 className="promo-card-title">{title}</h2>
      {text && <p>{text}</p>}
      <a href={href} className="button button-primary button-small">
        Find out more
      </a>
    </aside>
  );
});
