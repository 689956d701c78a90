// The embedded geocoder's postcode table (every Australian postcode with its centroid, from an open
// data package, not state capitals) and the server's drawn map (land, state borders and numbered
// pins: never a blank box).
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../src/domain/distance.ts';
import { postcodeTableGeocoder } from '../../src/server/geo/geocoder.ts';
import { buildPostcodeTable, postcodeTable } from '../../src/server/geo/postcode-table.ts';
import { drawStaticMap } from '../../src/server/geo/static-map.ts';

const row = (postcode: string, locality: string, lat: number, long: number) => ({ postcode, locality, state: 'NSW', lat, long });

describe('buildPostcodeTable', () => {
  it('keeps the position most of a postcode’s rows share, and drops rows outside Australia', () => {
    const table = buildPostcodeTable([
      row('2150', 'PARRAMATTA', -33.81, 151.0),
      row('2150', 'HARRIS PARK', -33.81, 151.0),
      row('2150', 'ODD ROW', -31.0, 150.0),
      row('3989', 'ST HELIER', 49.18, -2.1),
      row('215', 'SHORT', -33, 151),
    ]);
    expect([...table.keys()]).toEqual(['2150']);
    expect(table.get('2150')).toEqual({ postcode: '2150', state: 'NSW', lat: -33.81, lng: 151.0, localities: ['PARRAMATTA', 'HARRIS PARK', 'ODD ROW'] });
  });
});

describe('the embedded postcode table', () => {
  it('holds every Australian postcode with a centroid of its own', async () => {
    const table = await postcodeTable();
    expect(table.size).toBeGreaterThan(3000);
    // Delivery areas across every state and territory, each near its own suburbs, not its capital.
    const near = (postcode: string, lat: number, lng: number, km: number) => expect(haversineKm(table.get(postcode)!, { lat, lng })).toBeLessThan(km);
    near('2150', -33.815, 151.001, 5); // Parramatta
    near('2292', -32.92, 151.73, 5); // Broadmeadow
    near('4814', -19.27, 146.77, 8); // Garbutt, Townsville
    near('0820', -12.43, 130.88, 8); // Winnellie, Darwin
    near('6230', -33.33, 115.64, 10); // Bunbury
    near('7250', -41.43, 147.14, 10); // Launceston
    near('5290', -37.83, 140.78, 10); // Mount Gambier
    near('2600', -35.3, 149.13, 8); // Canberra
    expect(haversineKm(table.get('2150')!, table.get('2000')!)).toBeGreaterThan(15);
    expect(table.get('0872')?.localities.length).toBeGreaterThan(50);
  });
  it('geocodes a postcode, and nothing for one that does not exist', async () => {
    const geocoder = postcodeTableGeocoder();
    expect(await geocoder.geocodePostcode('3175')).toMatchObject({ lat: expect.closeTo(-38.0, 0) as number, lng: expect.closeTo(145.2, 0) as number });
    expect(await geocoder.geocodePostcode('0100')).toBeNull();
    expect(await geocoder.geocodePostcode('0001')).toBeNull();
  });
});

describe('drawStaticMap', () => {
  const pathData = (svg: string, fill: string) => svg.match(new RegExp(`<path d="([^"]+)" fill="${fill}"`))?.[1] ?? '';
  it('draws the land, the state borders and a numbered pin for each place', async () => {
    const svg = await drawStaticMap({
      pins: [
        { lat: -33.815, lng: 151.0, label: '1', name: 'Parramatta' },
        { lat: -37.81, lng: 145.23, label: '2' },
        { lat: -27.46, lng: 153.03, label: '3' },
        { lat: -33.92, lng: 150.92, label: '4' },
      ],
      width: 600,
      height: 400,
      colour: '#0a2540',
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="400"/);
    expect(pathData(svg, '#f4f1ea').length).toBeGreaterThan(2000);
    expect(svg).toContain('stroke-dasharray="4 3"');
    expect(svg.match(/fill="#0a2540"/g)).toHaveLength(4);
    for (const label of ['1', '2', '3', '4']) expect(svg).toContain(`fill="#fff">${label}</text>`);
    // More than three pins: numbers only.
    expect(svg).not.toContain('Parramatta');
    expect(svg.length).toBeLessThan(60_000);
  });
  it('zooms a single place to its surroundings, names it and gives a scale', async () => {
    const svg = await drawStaticMap({ pins: [{ lat: -32.92, lng: 151.73, label: '1', name: 'Harbourside <Mazda>' }], width: 600, height: 400, colour: 'red;' });
    expect(svg).toContain('Harbourside &#60;Mazda&#62;');
    expect(svg).toMatch(/>\d+ km<\/text>/);
    // A colour that is not a hex colour is not written into the SVG.
    expect(svg).not.toContain('red;');
    // Newcastle is on the coast: the view holds land and sea.
    expect(pathData(svg, '#f4f1ea').length).toBeGreaterThan(100);
  });
  it('still draws Australia with no pins', async () => {
    const svg = await drawStaticMap({ pins: [], width: 300, height: 200, colour: '#000000' });
    expect(pathData(svg, '#f4f1ea').length).toBeGreaterThan(500);
  });
});
