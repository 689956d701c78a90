import type { Hotspot } from '../../domain/stock.ts';

/** The chosen highlight's text, under the spin or the interior view, announced as it changes. */
export function HotspotDescription({ hotspot }: { hotspot: Hotspot | null }) {
  return (
    hotspot && (
      <p className="spin-hotspot-description" role="status">
        <strong>{hotspot.title}:</strong> {hotspot.description}
      </p>
    )
  );
}
