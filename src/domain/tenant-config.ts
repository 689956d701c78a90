// The tenant.json contract: spec §3 "Dealer site config" plus every per-site switch and variant the
// spec names, each with the spec's default. tenants/README.md documents every field; keep them in step.
import { CONTENT_PAGE_SLUGS } from './content-pages.ts';
import { BLOCK_SHOWS } from './location-blocks.ts';
import { parseDollarLabel } from './money.ts';
import { z } from './zod.ts';

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'expected a colour like "#1a2b3c"' });
const sitePath = z.string().regex(/^\/[^\s]*$/, { message: 'expected a site path starting with "/"' });
const urlOrPath = z.union([z.url({ message: 'expected an absolute URL' }), sitePath]);
const isoDate = z.iso.date({ message: 'expected a date like "2025-06-15"' });
const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'expected a lower-case host name like "www.example.com.au"',
  });
const range = (min: number, max: number, step: number) =>
  z
    .object({ min: z.number().default(min), max: z.number().default(max), step: z.number().positive().default(step) })
    .strict()
    .refine((r) => r.min < r.max, { message: 'min must be below max' })
    .default({ min, max, step });

/** Spec §9: the per-site default stock filter's numeric minimum-photo or price options. */
export const STOCK_MINIMUM_VARIANTS = [0, 1, 2, 3, 4, 5, 7, 14] as const;
const stockMinimum = z
  .number()
  .refine((n) => (STOCK_MINIMUM_VARIANTS as readonly number[]).includes(n), {
    message: `expected one of ${STOCK_MINIMUM_VARIANTS.join(', ')}`,
  });

export const SHARE_CHANNELS = ['facebook', 'twitter', 'whatsapp', 'email', 'sms', 'copy'] as const;
export const VIEWER_MODES = ['spinner', 'walkaround', 'gallery', 'interior'] as const;
export const VIDEO_POSITIONS = ['start', 'second', 'middle', 'end'] as const;
export const GATEABLE_PAGES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
  'sell-my-car',
] as const;

const locationBlock = z
  .object({
    show: z.enum(BLOCK_SHOWS),
    id: z.number().int().optional(),
    manufacturers: z.array(z.string().min(1)).optional(),
    subtypes: z.array(z.string().min(1)).optional(),
    includeIds: z.array(z.number().int()).optional(),
    excludeIds: z.array(z.number().int()).optional(),
    title: z.string().min(1).optional(),
    layout: z.enum(['grid', 'carousel']).default('grid'),
  })
  .strict()
  .refine((b) => b.show !== 'id' || b.id !== undefined, { message: 'show "id" needs the location\'s "id"', path: ['id'] });

const navLink = z.object({ label: z.string().min(1), href: urlOrPath }).strict();
const navMenu = z.object({ label: z.string().min(1), links: z.array(navLink).default([]) }).strict();

const contentPage = z
  .object({
    title: z.string().min(1),
    /** Paragraphs of plain text; the app renders them, no HTML is trusted from tenant files. */
    body: z.array(z.string()).min(1),
    /** Extra path the page also answers on (e.g. '/eofy' for 'pages/eofy-sale'). */
    alias: sitePath.optional(),
  })
  .strict();

const promo = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    text: z.string().default(''),
    image: z.string().nullable().default(null),
    href: urlOrPath,
    start: isoDate.nullable().default(null),
    /** Spec §9: promotional tiles expire 15 June 2025 unless the tenant says otherwise. */
    expiry: isoDate.default('2025-06-15'),
    /** 0-based slot in the results grid where the first card goes. */
    position: z.number().int().min(0).default(3),
    /** Repeat every N cards after the first (0 = once). */
    display: z.number().int().min(0).default(0),
    /** When true the card shows only at its exact position, never moved to fit a short page. */
    strictDisplay: z.boolean().default(false),
  })
  .strict();

const financeFees = z
  .object({
    establishment: z.number().min(0),
    securityRegistration: z.number().min(0),
    monthlyAccount: z.number().min(0),
    dealerAgency: z.number().min(0),
  })
  .strict();

export const tenantConfigSchema = z
  .object({
    /** The website id: stock, offers and dealerships belong to a website. */
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected a kebab-case slug' }),
    name: z.string().min(1),
    shortName: z.string().min(1).max(12, { message: 'expected at most 12 characters (home-screen label)' }),
    description: z.string().min(1),
    template: z.enum(['group', 'franchise', 'independent']),
    /** The production site URL (share links use it without the trailing slash). */
    url: z.url({ message: 'expected an absolute URL like "https://www.example.com.au"' }),
    /** Production host names that resolve to this tenant (besides {slug}.localhost). */
    domains: z.array(hostname).default([]),
    /** The tenant plain localhost serves; exactly one tenant sets it. */
    default: z.boolean().default(false),
    /** The primary dealership; stock of every dealership with this website id is listed. */
    dealershipId: z.number().int().positive(),
    manufacturer: z.object({ id: z.number().int().positive(), name: z.string().min(1) }).strict().nullable().default(null),
    address: z.string().min(1),
    theme: z
      .object({
        colors: z
          .object({
            primary: hexColour,
            onPrimary: hexColour.default('#ffffff'),
            secondary: hexColour,
            accent: hexColour,
            background: hexColour.default('#ffffff'),
            surface: hexColour.default('#f5f6f8'),
            text: hexColour.default('#16181d'),
            muted: hexColour.default('#5c6370'),
          })
          .strict(),
        /** File in the tenant folder (SVG or PNG); icons are made from it. */
        logo: z.string().regex(/^[\w.-]+\.(svg|png)$/, { message: 'expected a file name like "logo.svg"' }),
        /** Optional hero image file in the tenant folder. */
        hero: z.string().regex(/^[\w.-]+\.(svg|png|jpg|webp)$/).nullable().default(null),
        fonts: z
          .object({
            heading: z.string().default('system-ui, sans-serif'),
            body: z.string().default('system-ui, sans-serif'),
          })
          .strict()
          .default({ heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' }),
        radius: z.enum(['none', 'small', 'round']).default('small'),
      })
      .strict(),
    features: z
      .object({
        garage: z.boolean().default(false),
        finance: z.boolean().default(true),
        reserve: z.boolean().default(false),
        onlinePurchase: z.boolean().default(false),
        /** /online-payment: pay an amount the dealer invoiced (gated where auth.gatedPages names online-payment). */
        onlinePayment: z.boolean().default(false),
        similarCars: z.boolean().default(true),
        financeCalculator: z.boolean().default(true),
        fuelCalculator: z.boolean().default(true),
        deliveryCalculator: z.boolean().default(false),
        favourites: z.boolean().default(true),
        subscriptions: z.boolean().default(false),
        /** Autograb trade-in valuation; needed for the trade-in button (spec §4). */
        tradeInValuation: z.boolean().default(false),
        /** Spec §4: authentication defaults to off. */
        authentication: z.boolean().default(false),
        priceGauge: z.boolean().default(true),
        youxQuote: z.boolean().default(false),
        spinToWin: z.boolean().default(false),
        sellMyCar: z.boolean().default(false),
        /** Electric/hybrid fuel label as the first car tag. */
        electricFuelTag: z.boolean().default(false),
        /** Send trade-in valuations to /api/miscellaneous with column_name 'valuation'. */
        miscellaneousValuation: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    stock: z
      .object({
        includeSoldCarsDays: z.number().int().min(0).max(365).default(3),
        minimumPhotos: stockMinimum.default(0),
        minimumPrice: stockMinimum.default(0),
        certifiedOnly: z.boolean().default(false),
        justArrivedDays: z.number().int().min(0).default(8),
        justArrivedTag: z.string().min(1).default('New'),
        soldTag: z.string().min(1).default('JUST SOLD'),
        justSoldStyle: z.boolean().default(false),
        noPriceText: z.string().min(1).default('Enquire for price.'),
      })
      .strict()
      .prefault({}),
    search: z
      .object({
        /** Null: the embedded Algolia-compatible service on this server. */
        appId: z.string().min(1).nullable().default(null),
        /** A search-only (ideally secured) key; null with the embedded service, which derives one. */
        searchKey: z.string().min(1).nullable().default(null),
        /** Host of the search service; null means Algolia's default hosts, or this origin when embedded. */
        host: hostname.or(z.string().regex(/^[a-z0-9.-]+:\d+$/)).nullable().default(null),
        carsIndex: z.string().regex(/^[\w-]+$/).default('cars'),
        offersIndex: z.string().regex(/^[\w-]+$/).default('offers'),
        partsIndex: z.string().regex(/^[\w-]+$/).default('parts'),
        hitsPerPage: z.number().int().min(1).max(100).default(21),
        collapseSoldCards: z.boolean().default(false),
        priceAscExcludesZero: z.boolean().default(false),
        /** Page to return to from the no-results card's 'Clear Filters'. */
        refreshPath: sitePath.default('/special-offers'),
      })
      .strict()
      .refine((s) => (s.appId === null) === (s.searchKey === null), {
        message: 'appId and searchKey go together: set both for a hosted index, or neither for the embedded one',
      })
      .prefault({}),
    images: z
      .object({
        /** An image CDN URL template with {path}, {width}, {height}, {quality}, {fit}; null = embedded /img. */
        template: z
          .string()
          .refine((t) => t.includes('{path}'), { message: 'expected a template containing {path}' })
          .nullable()
          .default(null),
        /** Thumbnail strip also needs the car in stock (spec §5, one variant). */
        thumbnailsRequireInStock: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    phones: z
      .object({
        /** Spec §9 order: override, then by car type, then new or used, then the car location phone. */
        override: z.string().nullable().default(null),
        byCarType: z
          .object({ new: z.string().optional(), demo: z.string().optional(), used: z.string().optional() })
          .strict()
          .default({}),
        new: z.string().nullable().default(null),
        used: z.string().nullable().default(null),
        revealStart: z.enum(['masked', 'revealed']).default('masked'),
      })
      .strict()
      .prefault({}),
    finance: z
      .object({
        provider: z.string().min(1).nullable().default(null),
        /** Lenders whose data may show the Car Finance promo card (spec: two configured lenders). */
        promoLenders: z.array(z.string()).max(2).default([]),
        defaultLink: sitePath.default('/finance'),
        defaultInterest: z.number().min(0).max(30).default(10),
        defaultTermYears: z.union([z.literal(5), z.literal(6)]).default(5),
        defaultLoanAmount: z.number().positive().default(30000),
        purchasePrice: range(1000, 100000, 500),
        /** Car page calculator max becomes 1.05x the car price when that is higher (one tenant). */
        purchasePriceFollowsCar: z.boolean().default(false),
        standalonePurchasePriceMax: z.number().positive().default(250000),
        term: range(1, 7, 0.5),
        interest: range(0.5, 15, 0.5),
        /** Spec §5: provider-specific interest ranges (e.g. from 1, 5.99 or 7.5 to 14.5 or 15.99), by lender key. */
        lenderInterest: z
          .record(
            z.string().min(1),
            z
              .object({ min: z.number().min(0), max: z.number().max(30), step: z.number().positive().default(0.01) })
              .strict()
              .refine((r) => r.min < r.max, { message: 'min must be below max' }),
          )
          .default({}),
        /** Spec §5: a lender's own purchase price minimum (5000 for one lender), by lender key. */
        lenderPurchasePriceMin: z.record(z.string().min(1), z.number().min(0)).default({}),
        /** Spec §9: a lender's published comparison rate range (8.38% to 19.42% for one lender), by lender key. */
        lenderComparisonRange: z
          .record(
            z.string().min(1),
            z
              .object({ min: z.number().positive(), max: z.number().max(50) })
              .strict()
              .refine((r) => r.min < r.max, { message: 'min must be below max' }),
          )
          .default({}),
        /** The tenant's finance disclaimer (the stand-alone calculator's; its comparison rate is read from it). */
        disclaimer: z.string().min(1).nullable().default(null),
        /** Finance pages that show the stand-alone calculator above the form. */
        calculatorPages: z.array(sitePath).default(['/finance']),
        interestSlider: z.enum(['shown', 'disabled', 'hidden']).default('shown'),
        residualHidden: z.boolean().default(false),
        monthlyOnly: z.boolean().default(false),
        weeklyRoundWhole: z.boolean().default(false),
        disclaimerCollapsedChars: z.number().int().positive().nullable().default(null),
        fees: financeFees.nullable().default(null),
        estimateExcludedMakes: z.array(z.string()).default([]),
        estimateExcludedDealershipIds: z.array(z.number().int()).default([]),
        /** Spec §5: lenders whose estimate also needs a car at most 12 years old with a comparison rate. */
        recentCarLenders: z.array(z.string().min(1)).default([]),
      })
      .strict()
      .prefault({}),
    header: z
      .object({
        dropdownTrigger: z.enum(['hover', 'click']).default('click'),
        brandMegaMenu: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    viewer: z
      .object({
        defaultMode: z.enum(VIEWER_MODES).default('spinner'),
        videoPosition: z.enum(VIDEO_POSITIONS).default('second'),
        autorotate: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    vehiclePage: z
      .object({
        stickyCtaBar: z.boolean().default(false),
        /** An instant-message chat link that replaces Enquire Now. */
        chatLink: z.url().nullable().default(null),
        showUnregistered: z.boolean().default(false),
        checkoutPath: z.enum(['checkout', 'buy-online']).default('checkout'),
        /** The reserve and buy-online deposit: what the shopper reads and, in cents, what is charged. */
        depositLabel: z
          .string()
          .refine((label) => (parseDollarLabel(label) ?? 0) > 0, { message: 'expected a dollar amount like "$200" or "$1,000"' })
          .default('$200'),
        usedProtectionYears: z.union([z.literal(3), z.literal(5)]).default(3),
        newWarrantyYears: z.number().int().positive().nullable().default(null),
      })
      .strict()
      .prefault({}),
    favourites: z
      .object({
        requirePrice: z.boolean().default(false),
        requireImage: z.boolean().default(false),
        usedOnly: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    moneyInput: z
      .object({
        chips: z.array(z.number().positive()).min(1).default([5000, 10000, 20000, 30000, 50000, 70000]),
        kmChips: z.array(z.number().positive()).default([]),
      })
      .strict()
      .prefault({}),
    share: z
      .object({ channels: z.array(z.enum(SHARE_CHANNELS)).min(1).default([...SHARE_CHANNELS]) })
      .strict()
      .prefault({}),
    promos: z
      .object({ randomOffset: z.boolean().default(false), cards: z.array(promo).default([]) })
      .strict()
      .prefault({}),
    offers: z
      .object({
        alwaysExpanded: z.boolean().default(false),
        /** Offer ids shown even when excluded_website_ids names this site (spec §5, one variant). */
        alwaysShowIds: z.array(z.number().int()).default([]),
      })
      .strict()
      .prefault({}),
    reviews: z
      .object({
        hidden: z.boolean().default(false),
        /** Star rating shows only when the average exceeds this. */
        starMinimum: z.number().min(0).max(5).default(0),
        minimumRating: z.number().min(1).max(5).default(4),
        /** Where the site's star rating shows besides the location cards (spec §2 star ratings). */
        ratingIn: z.array(z.enum(['header', 'footer'])).default([]),
      })
      .strict()
      .prefault({}),
    forms: z
      .object({
        messageOptional: z.boolean().default(false),
        removePreferredDealership: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    /**
     * Where the server delivers each stored lead (spec §3 lead payload). LEADS_WEBHOOK_<SLUG>
     * overrides webhookUrl (keeps a secret-bearing URL out of the repo); see tenants/README.md.
     */
    leads: z
      .object({
        /** The dealer CRM's endpoint: each lead is POSTed to it as JSON. */
        webhookUrl: z.url({ protocol: /^https?$/, message: 'expected an http(s) URL like "https://crm.example.com/leads"' }).nullable().default(null),
        /** ADF/XML file drop folder relative to DATA_DIR; null means "adf/<slug>". LEADS_ADF=off turns the drop off where a webhook is set. */
        adfDir: z
          .string()
          .regex(/^(?!.*(^|\/)\.\.?(\/|$))[\w.-]+(\/[\w.-]+)*$/, { message: 'expected a folder inside DATA_DIR like "adf/my-dealer" (no "..", no leading "/")' })
          .nullable()
          .default(null),
      })
      .strict()
      .prefault({}),
    /**
     * Who takes the payments (reserve deposits, buy-online deposits, online payments). 'embedded' is
     * the local test payment service inside this server; 'stripe' is the dealer's own Stripe account,
     * whose secret key and webhook secret come from the environment (see the README).
     */
    payments: z
      .object({
        provider: z.enum(['embedded', 'stripe']).default('embedded'),
        /** Stripe's publishable key for the account (pk_test_… or pk_live_…); its mode must match the secret key's. */
        publishableKey: z
          .string()
          .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, { message: 'expected a Stripe publishable key like "pk_live_…"' })
          .nullable()
          .default(null),
        /** The most a shopper can pay on /online-payment, in cents. */
        onlinePaymentMaxCents: z.number().int().min(100).max(100_000_000).default(5_000_000),
      })
      .strict()
      .refine((p) => p.provider === 'embedded' || p.publishableKey !== null, { message: 'provider "stripe" needs publishableKey', path: ['publishableKey'] })
      .prefault({}),
    /** The buy-online journey (/checkout-journey). */
    checkout: z
      .object({
        /** Extras the dealer offers with a car (tint, mats, protection…), priced in cents. */
        extras: z
          .array(
            z
              .object({
                id: z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'expected a kebab-case id' }),
                name: z.string().min(1).max(80),
                description: z.string().max(300).default(''),
                priceCents: z.number().int().min(0).max(10_000_000),
              })
              .strict(),
          )
          .max(20)
          .refine((list) => new Set(list.map((e) => e.id)).size === list.length, { message: 'extra ids must be unique' })
          .default([]),
      })
      .strict()
      .prefault({}),
    auth: z
      .object({ gatedPages: z.array(z.enum(GATEABLE_PAGES)).default(['online-payment', 'my-garage', 'watchlist']) })
      .strict()
      .prefault({}),
    /**
     * Branded garage pages (spec §2, §6): each is My Garage under one brand's name and logo, at its
     * own path, listing that brand's cars. Shown with features.garage, gated like my-garage.
     */
    garagePages: z
      .array(
        z
          .object({
            path: z.string().regex(/^\/[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected a one-segment site path like "/mazda-garage"' }),
            title: z.string().min(1),
            brand: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected a brand slug like "mazda"' }),
          })
          .strict(),
      )
      .default([]),
    service: z
      .object({ externalBookingUrl: z.url().nullable().default(null) })
      .strict()
      .prefault({}),
    home: z
      .object({
        brandGrids: z.array(z.enum(['cars', 'motorcycles', 'trucks', 'partners'])).default([]),
        statsBanner: z.boolean().default(false),
        salesCounter: z.boolean().default(false),
        /** The dealership search (spec §7: 21 a page by categories and price) on home (group site). */
        dealershipSearch: z.boolean().default(false),
        /** The year the dealer opened: the stats banner counts its years from it. */
        established: z.number().int().min(1800).max(2100).nullable().default(null),
        heroTitle: z.string().min(1),
        heroText: z.string().default(''),
      })
      .strict(),
    navigation: z
      .object({
        sellMyCar: z.boolean().default(false),
        service: z.array(navLink).default([]),
        company: z.array(navLink).default([]),
        footer: z.array(navMenu).default([]),
      })
      .strict()
      .prefault({}),
    pages: z.partialRecord(z.enum(CONTENT_PAGE_SLUGS), contentPage).default({}),
    /** Sister-business and 4x4/outdoor pages: any extra slug to a content page. */
    extraPages: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), contentPage).default({}),
    maps: z.object({ key: z.string().nullable().default(null) }).strict().prefault({}),
    /** Location blocks by page (spec §2): each page's path to the blocks it shows, in order. */
    locations: z
      .object({ blocks: z.record(sitePath, z.array(locationBlock)).default({}) })
      .strict()
      .prefault({}),
  })
  .strict();

export type TenantConfigInput = z.input<typeof tenantConfigSchema>;
export type TenantConfig = z.output<typeof tenantConfigSchema>;

export interface TenantIssue {
  /** Dotted path to the field, e.g. "theme.colors.primary". */
  field: string;
  message: string;
}

export type TenantParseResult = { ok: true; config: TenantConfig } | { ok: false; issues: TenantIssue[] };

export function parseTenantConfig(raw: unknown): TenantParseResult {
  const result = tenantConfigSchema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.map(String).join('.') : '(root)',
      message: describeIssue(issue),
    })),
  };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? `is required (expected ${issue.expected})` : `expected ${issue.expected}, got ${JSON.stringify(issue.input)}`;
  }
  return issue.message;
}

/** Checks across tenants that no single file can see. */
export function crossTenantIssues(configs: { file: string; config: TenantConfig }[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, file: string, what: string) => {
    const other = seen.get(key);
    if (other) problems.push(`${file}: ${what} is already used by ${other}`);
    else seen.set(key, file);
  };
  for (const { file, config } of configs) {
    claim(`slug:${config.slug}`, file, `slug "${config.slug}"`);
    claim(`id:${config.id}`, file, `id ${config.id}`);
    for (const domain of config.domains) claim(`domain:${domain}`, file, `domain "${domain}"`);
  }
  const defaults = configs.filter((c) => c.config.default);
  if (configs.length && defaults.length !== 1) {
    problems.push(
      `exactly one tenant must set "default": true (found ${defaults.length}: ${defaults.map((d) => d.file).join(', ') || 'none'})`,
    );
  }
  return problems;
}
