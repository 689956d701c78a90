// The map drawn by the server where no maps embed can be shown (no maps key, or offline): an SVG of
// the land and the state borders around the pins, each pin numbered as the list beside it is. The
// view fits the pins with a margin, and is never narrower than ~60 km, so a single location shows its
// surroundings (the coast, a border). Paths are clipped to the view, so an SVG holds only what shows.
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { LatLng } from '../../domain/distance.ts';
import { mapOutlines } from './map-outlines.ts';

export interface MapPin extends LatLng {
  /** The pin's number, as the list beside the map numbers it. */
  label: string;
  /** Written beside the pin on a map of three pins or fewer. */
  name?: string;
}

export interface StaticMapRequest {
  pins: readonly MapPin[];
  width: number;
  height: number;
  /** Pin colour (the tenant's brand colour). */
  colour: string;
}

/** With no pins: the mainland and Tasmania. */
const AUSTRALIA: readonly LatLng[] = [
  { lat: -10.5, lng: 113 },
  { lat: -43.5, lng: 153.6 },
];

/** Smallest span of the view, in degrees of latitude (~60 km). */
const MIN_SPAN_DEG = 0.55;
/** Past this span the 1:50m land is detailed enough and much smaller. */
const DETAILED_MAX_SPAN_DEG = 6;
const SEA = '#d7e6f0';
const LAND = '#f4f1ea';
const COAST = '#9bb3c4';
const BORDER = '#a79e8b';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const HEX = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

function viewBounds(pins: readonly LatLng[]) {
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  let [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const padLat = Math.max((north - south) * 0.18, (MIN_SPAN_DEG - (north - south)) / 2, 0);
  const padLng = Math.max((east - west) * 0.18, (MIN_SPAN_DEG - (east - west)) / 2, 0);
  [south, north, west, east] = [south - padLat, north + padLat, west - padLng, east + padLng];
  return { south, north, west, east, span: Math.max(north - south, east - west) };
}

function projectionFor(request: StaticMapRequest, bounds: ReturnType<typeof viewBounds>): GeoProjection {
  const corners: GeoJSON.Feature = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPoint', coordinates: [[bounds.west, bounds.south], [bounds.east, bounds.north]] },
  };
  return geoMercator()
    .fitExtent([[24, 24], [request.width - 24, request.height - 24]], corners)
    .clipExtent([[-2, -2], [request.width + 2, request.height + 2]]);
}

/** Rough width of a 12 px bold label, to keep it inside the map. */
const labelWidth = (text: string) => text.length * 7;

function pinMarkup(x: number, y: number, pin: MapPin, colour: string, named: boolean, width: number): string {
  // A teardrop whose point is on the place, with its number in the head.
  const head = `M${x},${y} c-3.5,-6 -11,-11.5 -11,-19 a11,11 0 1 1 22,0 c0,7.5 -7.5,13 -11,19z`;
  // The name goes right of the pin, or left of it where it would run off the map.
  const left = pin.name !== undefined && x + 15 + labelWidth(pin.name) > width - 4;
  const name = named && pin.name
    ? `<text x="${left ? x - 15 : x + 15}" y="${(y - 15).toFixed(1)}"${left ? ' text-anchor="end"' : ''} font-size="12" font-weight="600" fill="#1d2a33" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeXml(pin.name)}</text>`
    : '';
  return `<path d="${head}" fill="${colour}" stroke="#fff" stroke-width="1.5"/><text x="${x}" y="${(y - 15).toFixed(1)}" text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${escapeXml(pin.label)}</text>${name}`;
}

const NICE_KM = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** A scale bar of a round distance about a fifth of the map wide, measured at the map's middle. */
function scaleBar(projection: GeoProjection, width: number, height: number): string {
  const middle = projection.invert?.([width / 2, height / 2]);
  if (!middle) return '';
  const [lng, lat] = middle;
  const pxPerKm = (projection([lng + 1 / (111.32 * Math.cos((lat * Math.PI) / 180)), lat])?.[0] ?? 0) - width / 2;
  if (!(pxPerKm > 0)) return '';
  const km = NICE_KM.findLast((k) => k * pxPerKm <= width / 5) ?? NICE_KM[0];
  const length = (km * pxPerKm).toFixed(1);
  const y = height - 12;
  return `<g stroke="#1d2a33" stroke-width="1.5" fill="none"><path d="M10,${y - 4}v4h${length}v-4"/></g><text x="12" y="${y - 7}" font-size="10" fill="#1d2a33">${km} km</text>`;
}

export async function drawStaticMap(request: StaticMapRequest): Promise<string> {
  const { width, height } = request;
  const colour = HEX.test(request.colour) ? request.colour : '#1f4f8a';
  const outlines = await mapOutlines();
  const bounds = viewBounds(request.pins.length ? request.pins : AUSTRALIA);
  const projection = projectionFor(request, bounds);
  const path = geoPath(projection).digits(1);
  const land = (bounds.span > DETAILED_MAX_SPAN_DEG ? outlines.landCoarse : outlines.landDetailed)
    .map((f) => path(f))
    .filter((d): d is string => !!d)
    .join('');
  const borders = path(outlines.borders) ?? '';
  const pins = request.pins
    .map((pin) => ({ pin, at: projection([pin.lng, pin.lat]) }))
    .filter((p): p is { pin: MapPin; at: [number, number] } => p.at !== null)
    // Southern pins last, so a pin's head never hides the point of the pin below it.
    .sort((a, b) => a.at[1] - b.at[1])
    .map(({ pin, at }) => pinMarkup(Number(at[0].toFixed(1)), Number(at[1].toFixed(1)), pin, colour, request.pins.length <= 3, width))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="${SEA}"/>`,
    land && `<path d="${land}" fill="${LAND}" stroke="${COAST}" stroke-width="0.8"/>`,
    borders && `<path d="${borders}" fill="none" stroke="${BORDER}" stroke-width="1" stroke-dasharray="4 3"/>`,
    pins,
    scaleBar(projection, width, height),
    `<text x="${width - 6}" y="${height - 6}" text-anchor="end" font-size="9" fill="#5b6b78">Natural Earth</text>`,
    '</svg>',
  ].join('');
}
