// npm run bench:lighthouse — Lighthouse (mobile defaults) on each demo tenant's home page, on a car
// page and on a search page (no target; recorded), in Debian's Chromium, median of 3 runs. Starts its own server on a temp data dir, with the demo
// media (kept in the OS temp dir between runs, so only the first run pays the minute to make it).
// The last line is one line of JSON:
// {"pages":[{url,performance,accessibility,best_practices,seo,lcp_ms,tbt_ms,cls}],"initial_js_kb":…}.
// Targets: performance >= 95, accessibility >= 95, initial JS under 150 KB compressed (issue 3);
// car page performance >= 95 and LCP under 2.0 s (issue 5).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer } from './server-process.ts';
import { CHROMIUM_PATH } from './chromium-paths.ts';

const PORT = Number(process.env.BENCH_PORT || 8484);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const TENANTS = readdirSync('tenants', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
/** Which pages to measure: any of home, car, search (all by default), e.g. BENCH_PAGES=home. */
const PAGES = new Set((process.env.BENCH_PAGES || 'home,car,search').split(',').map((p) => p.trim()));

interface Figures {
  url: string;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  js_kb: number;
}

/** A car with photos on the default tenant (plain 127.0.0.1 serves it), found with its own search key. */
async function carPageUrl(): Promise<string> {
  const base = `http://127.0.0.1:${PORT}`;
  const { tenant, search } = (await (await fetch(`${base}/api/tenant`)).json()) as { tenant: { slug: string }; search: { apiKey: string; appId: string } };
  const keys = new URLSearchParams({ 'x-algolia-api-key': search.apiKey, 'x-algolia-application-id': search.appId });
  const res = await fetch(`${base}/1/indexes/*/queries?${keys}`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 1, filters: 'status:in_stock AND photos_count > 3' }] }),
  });
  const slug = ((await res.json()) as { results: { hits: { slug: string }[] }[] }).results[0].hits[0].slug;
  return `http://${tenant.slug}.localhost:${PORT}/cars/${slug}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  // Prefetched chunks are fetched as 'Other' and then imported from the cache (0 bytes): counted once.
  const isScript = (r: { url: string; resourceType?: string }) => r.resourceType === 'Script' || new URL(r.url).pathname.endsWith('.js');
  const jsBytes = requests.filter(isScript).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    js_kb: Number((jsBytes / 1024).toFixed(1)),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  const server = await spawnServer({ PORT: String(PORT), DATA_DIR: dataDir, MEDIA_DIR: join(tmpdir(), 'forecourt-bench-media') });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const pages: Figures[] = [];
    const carPage = await carPageUrl();
    const urls = [
      ...(PAGES.has('home') ? TENANTS.map((slug) => `http://${slug}.localhost:${PORT}/`) : []),
      ...(PAGES.has('car') ? [carPage] : []),
      ...(PAGES.has('search') ? [`${new URL(carPage).origin}/search/used-cars`] : []),
    ];
    for (const url of urls) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url, chrome.port));
      // The median run by performance score stands for the page.
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      pages.push({ ...byScore[Math.floor(runs.length / 2)], lcp_ms: median(runs.map((r) => r.lcp_ms)), tbt_ms: median(runs.map((r) => r.tbt_ms)) });
    }
    console.log('url                                              perf  a11y  bp   seo   LCP ms  TBT ms  CLS    JS KB');
    for (const p of pages) {
      console.log(
        `${p.url.padEnd(48)} ${String(p.performance).padStart(4)}  ${String(p.accessibility).padStart(4)}  ${String(p.best_practices).padStart(3)}  ${String(p.seo).padStart(4)}  ${String(p.lcp_ms).padStart(6)}  ${String(p.tbt_ms).padStart(6)}  ${p.cls.toFixed(3)}  ${p.js_kb}`,
      );
    }
    // The first screen's JS: what a home page loads (a car page also loads its lazy chunks).
    const homes = pages.filter((p) => p.url.endsWith('/'));
    const initialJsKb = homes.length ? Math.max(...homes.map((p) => p.js_kb)) : null;
    console.log(JSON.stringify({ pages: pages.map(({ js_kb: _js, ...rest }) => rest), initial_js_kb: initialJsKb }));
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
