// Spec §1/§3 brand grids: a tile per brand with its logo (the not-found placeholder when it has none,
// §8) and its name, linking per the skipPage rule (src/domain/brands.ts). /brands and home.
import { BRAND_LOGO_IMAGE as LOGO, BRAND_LOGO_IMAGE_2X, brandGrids, brandHref, type BrandGroup, type BrandTile } from '../../domain/brands.ts';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';
import { imageUrl } from '../../domain/media.ts';
import { ServerHtml } from '../../perf/ServerHtml.tsx';
import './brands.css';


function Tile({ brand, imageTemplate }: { brand: BrandTile; imageTemplate: string }) {
  const href = brandHref(brand);
  const logo = (
    <img
      className="brand-logo"
      src={brand.logo ? imageUrl(imageTemplate, brand.logo, LOGO) : NOT_FOUND_IMAGE}
      srcSet={brand.logo ? `${imageUrl(imageTemplate, brand.logo, LOGO)} 1x, ${imageUrl(imageTemplate, brand.logo, BRAND_LOGO_IMAGE_2X)} 2x` : undefined}
      width={LOGO.width}
      height={LOGO.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
  return href ? (
    <a className="brand-tile" href={href}>
      {logo}
      <span className="brand-name">{brand.title}</span>
    </a>
  ) : (
    <div className="brand-tile">
      {logo}
      <span className="brand-name">{brand.title}</span>
    </div>
  );
}

/** The brands in grids by group (spec order), each under its heading; nothing when there are none. */
export function BrandGrids({ brands, groups, imageTemplate, headingLevel = 2, titles }: { brands: readonly BrandTile[]; groups?: readonly BrandGroup[]; imageTemplate: string; headingLevel?: 2 | 3; titles?: (title: string) => string }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {brandGrids(brands, groups).map(({ group, title, brands: members }) => (
        <section key={group} className="brand-group" aria-labelledby={`brands-${group}`}>
          <Heading id={`brands-${group}`}>{titles ? titles(title) : title}</Heading>
          {/* Logos and links, kept as the server rendered them (src/perf/ServerHtml.tsx) for these brands. */}
          <ServerHtml key={members.map((brand) => brand.slug).join(' ')} as="ul" className="brand-grid">
            {members.map((brand) => (
              <li key={brand.slug}>
                <Tile brand={brand} imageTemplate={imageTemplate} />
              </li>
            ))}
          </ServerHtml>
        </section>
      ))}
    </>
  );
}
