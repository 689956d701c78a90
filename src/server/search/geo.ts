// Geo search over the records' `_geoloc` ({lat, lng} or a list of them, as on Algolia): the area
// filters (aroundLatLng with aroundRadius, insideBoundingBox, insidePolygon) and the distance the
// geo ranking criterion sorts by, grouped by aroundPrecision.

import type { IndexRecord } from './columns.ts';
import type { PrecisionRange, SearchParams } from './search-params.ts';

const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

/** Every record's locations as flat typed arrays: record `doc` has points offsets[doc]..offsets[doc + 1]. */
export class GeoColumn {
  readonly offsets: Uint32Array;
  readonly lats: Float64Array;
  readonly lngs: Float64Array;

  constructor(records: readonly IndexRecord[]) {
    const lats: number[] = [];
    const lngs: number[] = [];
    this.offsets = new Uint32Array(records.length + 1);
    records.forEach((record, doc) => {
      const { _geoloc: value } = record;
      for (const point of Array.isArray(value) ? value : [value]) {
        const { lat, lng } = (point ?? {}) as { lat?: unknown; lng?: unknown };
        const y = Number(lat);
        const x = Number(lng);
        if ((typeof lat === 'number' || typeof lat === 'string') && (typeof lng === 'number' || typeof lng === 'string') && Number.isFinite(y) && Number.isFinite(x)) {
          lats.push(y);
          lngs.push(x);
        }
      }
      this.offsets[doc + 1] = lats.length;
    });
    this.lats = Float64Array.from(lats);
    this.lngs = Float64Array.from(lngs);
  }
}

export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

function inBox(lat: number, lng: number, box: readonly number[]): boolean {
  const [lat1, lng1, lat2, lng2] = box;
  return lat >= Math.min(lat1, lat2) && lat <= Math.max(lat1, lat2) && lng >= Math.min(lng1, lng2) && lng <= Math.max(lng1, lng2);
}

/** Even-odd ray casting over [lat, lng, lat, lng, ...]. */
function inPolygon(lat: number, lng: number, polygon: readonly number[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 2; i < polygon.length; j = i, i += 2) {
    const [yi, xi, yj, xj] = [polygon[i], polygon[i + 1], polygon[j], polygon[j + 1]];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The geo part of a query: which records it keeps and, around a point, each one's distance. */
export interface GeoQuery {
  /** Whether the record has a location inside the area (or within the radius). */
  accepts(doc: number): boolean;
  /** Metres from the centre to the record's nearest location; null when the query has no centre. */
  distance: ((doc: number) => number) | null;
  /** The nearest location of a record to the centre. */
  nearest(doc: number): { lat: number; lng: number; distance: number } | null;
  centre: { lat: number; lng: number } | null;
}

/** Null when the query has no geo parameters. Areas win over a centre, as on Algolia. */
export function geoQuery(params: SearchParams, geo: () => GeoColumn): GeoQuery | null {
  const { insideBoundingBox: boxes, insidePolygon: polygons, aroundLatLng: centre, aroundRadius } = params;
  if (!boxes && !polygons && !centre) return null;
  const column = geo();
  const { offsets, lats, lngs } = column;
  const anyPoint = (doc: number, test: (lat: number, lng: number) => boolean) => {
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) if (test(lats[i], lngs[i])) return true;
    return false;
  };
  if (boxes) return { accepts: (doc) => anyPoint(doc, (lat, lng) => boxes.some((box) => inBox(lat, lng, box))), distance: null, nearest: () => null, centre: null };
  if (polygons) return { accepts: (doc) => anyPoint(doc, (lat, lng) => polygons.some((polygon) => inPolygon(lat, lng, polygon))), distance: null, nearest: () => null, centre: null };
  const { lat, lng } = centre!;
  const nearest = (doc: number) => {
    let best: { lat: number; lng: number; distance: number } | null = null;
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) {
      const d = distanceMeters(lat, lng, lats[i], lngs[i]);
      if (!best || d < best.distance) best = { lat: lats[i], lng: lngs[i], distance: Math.round(d) };
    }
    return best;
  };
  const distance = (doc: number) => nearest(doc)?.distance ?? Number.POSITIVE_INFINITY;
  const radius = typeof aroundRadius === 'number' ? aroundRadius : Number.POSITIVE_INFINITY;
  return { accepts: (doc) => offsets[doc] < offsets[doc + 1] && distance(doc) <= radius, distance, nearest, centre };
}

/** The precision (metres) that applies at `distance`: the last range starting at or before it. */
export function precisionAt(ranges: readonly PrecisionRange[], distance: number): number {
  let precision = ranges[0]?.value ?? 1;
  for (const range of ranges) if (range.from <= distance) precision = range.value;
  return Math.max(1, precision);
}

/** Distances within one precision step rank equal: the distance rounded down to its step. */
export function geoBucket(ranges: readonly PrecisionRange[], distance: number): number {
  const precision = precisionAt(ranges, distance);
  return Math.floor(distance / precision) * precision;
}
