import { memo, useState } from 'react';
import { frameForAngle, visibleHotspots } from '../../domain/spin.ts';
import type { Hotspot } from '../../domain/stock.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';
import { HotspotDescription } from './HotspotDescription.tsx';
import { useSpinView } from './spin-context.tsx';

// The spin re-renders this for every frame it shows (ten a second while it turns by itself, one per
// pointer move in a drag): the buttons re-rendered each frame (react-aria's, as they were then) were
// long tasks on a throttled phone, for as long as the car turned. The markers re-render only when
// which of them are near the angle changes, the list only when the spin becomes ready. They are the
// browser's own buttons: the car page loads no react-aria until a shopper opens a dialog or nears
// a section that uses it.

const sameMarkers = (a: { visible: Hotspot[]; onShow: unknown }, b: { visible: Hotspot[]; onShow: unknown }) =>
  a.onShow === b.onShow && a.visible.length === b.visible.length && a.visible.every((h, i) => h.id === b.visible[i]!.id);

const HotspotMarkers = memo(function HotspotMarkers({ visible, onShow }: { visible: Hotspot[]; onShow: (h: Hotspot) => void }) {
  return (
    <div className="spin-hotspot-layer">
      {visible.map((h) => (
        <button type="button" key={h.id} className="spin-hotspot" style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }} aria-label={h.title} onClick={() => onShow(h)}>
          +
        </button>
      ))}
    </div>
  );
}, sameMarkers);

const HotspotList = memo(function HotspotList({ hotspots, ready, onShow }: { hotspots: Hotspot[]; ready: boolean; onShow: (h: Hotspot) => void }) {
  return (
    <ul className="spin-hotspot-list" aria-label="Highlights">
      {hotspots.map((h) => (
        <li key={h.id}>
          <button type="button" className="button button-small" disabled={!ready} onClick={() => onShow(h)}>
            {h.title}
          </button>
        </li>
      ))}
    </ul>
  );
});

/**
 * Markers over the car near their angle, and a list that reaches every hotspot by keyboard. The list
 * is there from the first paint (in the server's HTML too), its buttons disabled until the spin can
 * turn, so nothing below the viewer moves when the spin is ready; the markers follow the frames.
 */
export function SpinHotspots({ hotspots }: { hotspots: Hotspot[] }) {
  const spin = useSpinView();
  const [open, setOpen] = useState<Hotspot | null>(null);
  const show = useStableHandler((h: Hotspot) => {
    spin.goTo(frameForAngle(h.angle, spin.frameCount));
    setOpen(h);
  });
  if (hotspots.length === 0) return null;
  return (
    <>
      {spin.ready && <HotspotMarkers visible={visibleHotspots(hotspots, spin.frame, spin.frameCount)} onShow={show} />}
      <HotspotList hotspots={hotspots} ready={spin.ready} onShow={show} />
      <HotspotDescription hotspot={open} />
    </>
  );
}
