// A dealer's developer's InstantSearch page, built only for tests/e2e/instantsearch.spec.ts: the
// real instantsearch.js 4 widgets and search-insights, pointed at this server's search service
// with a tenant's search key (read from the page's URL). Never part of the product bundle.
import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import { configure, dynamicWidgets, hits, pagination, rangeSlider, refinementList, searchBox, sortBy } from 'instantsearch.js/es/widgets';
import aa from 'search-insights';

const params = new URLSearchParams(location.search);
const host = params.get('host')!;
const appId = params.get('appId')!;
const apiKey = params.get('apiKey')!;

const search = instantsearch({
  indexName: 'cars',
  searchClient: liteClient(appId, apiKey, { hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }] }),
  insights: { insightsClient: aa, insightsInitParams: { host: `http://${host}`, userToken: 'e2e-shopper', useCookie: false } },
});

search.addWidgets([
  configure({ hitsPerPage: 6, attributesToSnippet: ['name:3'], snippetEllipsisText: '…' }),
  searchBox({ container: '#searchbox' }),
  sortBy({
    container: '#sort',
    items: [
      { label: 'Most relevant', value: 'cars' },
      { label: 'Lowest price', value: 'cars_price_asc' },
      { label: 'Highest price', value: 'cars_price_desc' },
    ],
  }),
  rangeSlider({ container: '#price', attribute: 'price' }),
  dynamicWidgets({
    container: '#facets',
    fallbackWidget: ({ container, attribute }) => refinementList({ container, attribute }),
    widgets: [(container) => refinementList({ container, attribute: 'make' })],
  }),
  hits({
    container: '#hits',
    templates: {
      item: (hit, { html, components, sendEvent }) => html`<article data-id="${hit.objectID}" data-price="${String(hit.price)}">
        <h2 class="name">${components.Highlight({ hit, attribute: 'name' })}</h2>
        <p class="snippet">${components.Snippet({ hit, attribute: 'name' })}</p>
        <button type="button" onClick=${() => sendEvent('click', hit, 'Car Clicked')}>Open</button>
      </article>`,
    },
  }),
  pagination({ container: '#pagination' }),
]);
search.start();
