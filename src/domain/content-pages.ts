// A tenant's content pages (about, terms, warranty, careers, sister businesses...) and the paths they
// open at: the screen manifest routes them, the content screen shows them. No zod here: the app's
// first bundle routes by it (tenant-config.ts, which validates the pages, imports the slugs).

export const CONTENT_PAGE_SLUGS = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'warranty',
  'fleet',
  'careers',
  'pages/roadside-assist',
  'pages/eofy-sale',
  'vehicle-parts-and-accessories',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export interface ContentPageText {
  title: string;
  body: string[];
  alias?: string;
}

/** Content pages that end in an enquiry form (careers sends event 51). */
export const PAGE_FORMS: Partial<Record<string, { form: 'career' | 'fleet'; submitLabel: string }>> = {
  '/careers': { form: 'career', submitLabel: 'Send Application' },
  '/fleet': { form: 'fleet', submitLabel: 'Send Fleet Enquiry' },
};

export interface ContentPages {
  pages: Partial<Record<ContentPageSlug, ContentPageText>>;
  extraPages: Record<string, ContentPageText>;
}

/** Every path a tenant's content pages open at: each page at /{slug} and its alias, then the extra pages. */
export function contentPagePaths({ pages, extraPages }: ContentPages): { path: string; page: ContentPageText }[] {
  const named = CONTENT_PAGE_SLUGS.flatMap((slug) => {
    const page = pages[slug];
    return page ? [{ path: `/${slug}`, page }, ...(page.alias ? [{ path: page.alias, page }] : [])] : [];
  });
  return [...named, ...Object.entries(extraPages).map(([slug, page]) => ({ path: `/${slug}`, page }))];
}
