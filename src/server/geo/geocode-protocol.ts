// The embedded geocoder in Google's Geocoding API protocol, `GET /maps/api/geocode/json`
// (host-independent, as a geocoding service is): `components=postal_code:2150|country:AU` and
// `key`, answered with `{status, results: [{geometry: {location: {lat, lng}}, ...}]}` from the
// postcode table. A deployment can point GEOCODER_URL at it, or at Google's, unchanged.
import { Hono } from 'hono';
import { postcodeTable } from './postcode-table.ts';

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());

export function geocodeProtocolRoutes() {
  const app = new Hono();
  app.get('/maps/api/geocode/json', async (c) => {
    const components = new Map(
      (c.req.query('components') ?? '')
        .split('|')
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf(':');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
        }),
    );
    const postcode = components.get('postal_code');
    if (!postcode) return c.json({ status: 'INVALID_REQUEST', error_message: 'Invalid request. Missing the postal_code component.', results: [] }, 400);
    const country = components.get('country')?.toUpperCase();
    const entry = country === undefined || country === 'AU' ? (await postcodeTable()).get(postcode) : undefined;
    if (!entry) return c.json({ status: 'ZERO_RESULTS', results: [] });
    const locality = titleCase(entry.localities[0] ?? '');
    return c.json({
      status: 'OK',
      results: [
        {
          address_components: [
            { long_name: entry.postcode, short_name: entry.postcode, types: ['postal_code'] },
            ...(locality ? [{ long_name: locality, short_name: locality, types: ['locality', 'political'] }] : []),
            { long_name: entry.state, short_name: entry.state, types: ['administrative_area_level_1', 'political'] },
            { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
          ],
          formatted_address: `${locality ? `${locality} ` : ''}${entry.state} ${entry.postcode}, Australia`,
          geometry: { location: { lat: entry.lat, lng: entry.lng }, location_type: 'APPROXIMATE' },
          postcode_localities: entry.localities.map(titleCase),
          types: ['postal_code'],
        },
      ],
    });
  });
  return app;
}
