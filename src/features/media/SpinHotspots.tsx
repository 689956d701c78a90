import { useState } from 'react';
import { Button } from 'react-aria-components';
import { frameForAngle, visibleHotspots } from '../../domain/spin.ts';
import type { Hotspot } from '../../domain/stock.ts';
import { HotspotDescription } from './HotspotDescription.tsx';
import { useCarSpinner } from './spin-context.tsx';

/**
 * Markers over the car near their angle, and a list that reaches every hotspot by keyboard. The list
 * is there from the first paint (in the server's HTML too), its buttons disabled until the spin can
 * turn, so nothing below the viewer moves when the spin is ready; the markers follow the frames.
 */
export function SpinHotspots({ hotspots }: { hotspots: Hotspot[] }) {
  const spinner = useCarSpinner();
  const [open, setOpen] = useState<Hotspot | null>(null);
  if (hotspots.length === 0) return null;
  const show = (h: Hotspot) => {
    spinner.goTo(frameForAngle(h.angle, spinner.frameCount));
    setOpen(h);
  };
  return (
    <>
      {spinner.ready && (
        <div className="spin-hotspot-layer">
          {visibleHotspots(hotspots, spinner.frame, spinner.frameCount).map((h) => (
            <Button key={h.id} className="spin-hotspot" style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }} aria-label={h.title} onPress={() => show(h)}>
              +
            </Button>
          ))}
        </div>
      )}
      <ul className="spin-hotspot-list" aria-label="Highlights">
        {hotspots.map((h) => (
          <li key={h.id}>
            <Button className="button button-small" isDisabled={!spinner.ready} onPress={() => show(h)}>
              {h.title}
            </Button>
          </li>
        ))}
      </ul>
      <HotspotDescription hotspot={open} />
    </>
  );
}
