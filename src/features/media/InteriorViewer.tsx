// The interior: an equirectangular panorama on the inside of a sphere, in three.js through
// @react-three/fiber. Loaded lazily only when the interior mode opens; unmounting the Canvas disposes
// the renderer and loses its WebGL context, so only one context ever exists.
import { Component, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { Canvas, invalidate, useFrame } from '@react-three/fiber';
import { BackSide, MathUtils, SRGBColorSpace, TextureLoader, Vector3, type Texture } from 'three';
import { panoramaDirection, viewFacing, viewForward, type View } from '../../domain/panorama.ts';
import type { Hotspot } from '../../domain/stock.ts';
import { HotspotDescription } from './HotspotDescription.tsx';
import { InteriorLoading } from './InteriorLoading.tsx';

/** This module's own file, which showroom mode asks the service worker to keep. */
export const VIEWER_CODE_URL = import.meta.url;

const DRAG_DEGREES_PER_PX = 0.2;
/** Markers are drawn on a sphere inside the panorama's, so they are never behind it. */
const MARKER_RADIUS = 40;
const KEY_DEGREES = 10;
const MAX_PITCH = 80;

type PanoramaState = 'loading' | 'drawn' | 'failed';

function PanoramaSphere({ url, view, onState }: { url: string; view: { current: View }; onState: (state: PanoramaState) => void }) {
  const [texture, setTexture] = useState<Texture | null>(null);
  useEffect(() => {
    let live = true;
    let loaded: Texture | null = null;
    new TextureLoader().loadAsync(url).then(
      (t) => {
        t.colorSpace = SRGBColorSpace;
        loaded = t;
        if (live) setTexture(t);
        else t.dispose();
      },
      (error: unknown) => {
        console.warn('interior panorama failed to load', error);
        if (live) onState('failed');
      },
    );
    return () => {
      live = false;
      loaded?.dispose();
    };
  }, [url, onState]);
  // Drawn with the texture: the loading indicator over the view can go.
  useEffect(() => {
    if (texture) onState('drawn');
  }, [texture, onState]);
  useFrame(({ camera }) => {
    camera.rotation.order = 'YXZ';
    camera.rotation.y = MathUtils.degToRad(view.current.yaw);
    camera.rotation.x = MathUtils.degToRad(view.current.pitch);
  });
  if (!texture) return null;
  return (
    // Seen from inside, so the back faces are drawn (three.js keeps the culling of a mirrored mesh as
    // it was); the negative x scale un-mirrors the texture.
    <mesh scale={[-1, 1, 1]}>
      <sphereGeometry args={[50, 64, 32]} />
      <meshBasicMaterial map={texture} side={BackSide} />
    </mesh>
  );
}

/**
 * Keeps each hotspot's marker (an HTML button over the canvas) on its point of the panorama: projected
 * every frame, hidden while the point is behind the viewer or off screen.
 */
function HotspotMarkers({ hotspots, markers }: { hotspots: Hotspot[]; markers: RefObject<(HTMLButtonElement | null)[]> }) {
  const points = useMemo(
    () =>
      hotspots.map((h) => {
        const d = panoramaDirection(h.x, h.y);
        return new Vector3(d.x, d.y, d.z).multiplyScalar(MARKER_RADIUS);
      }),
    [hotspots],
  );
  const projected = useMemo(() => new Vector3(), []);
  useFrame(({ camera, size }) => {
    // The turn was applied this frame; the renderer would update the matrices only after this, and
    // drawn on demand there may be no next frame to catch up in.
    camera.updateMatrixWorld();
    const forward = viewForward({ yaw: MathUtils.radToDeg(camera.rotation.y), pitch: MathUtils.radToDeg(camera.rotation.x) });
    points.forEach((point, i) => {
      const marker = markers.current[i];
      if (!marker) return;
      const ahead = point.x * forward.x + point.y * forward.y + point.z * forward.z > 0;
      const p = projected.copy(point).project(camera);
      const shown = ahead && Math.abs(p.x) <= 1 && Math.abs(p.y) <= 1;
      marker.hidden = !shown;
      if (shown) marker.style.transform = `translate(${((p.x + 1) / 2) * size.width}px, ${((1 - p.y) / 2) * size.height}px) translate(-50%, -50%)`;
    });
  });
  return null;
}

class WebGlBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('interior view failed', error);
  }
  render() {
    return this.state.failed ? <p className="interior-error">The interior view is not available on this device.</p> : this.props.children;
  }
}

export default function InteriorViewer({ url, hotspots, label }: { url: string; hotspots: Hotspot[]; label: string }) {
  const view = useRef<View>({ yaw: 0, pitch: 0 });
  const drag = useRef<{ x: number; y: number; yaw: number; pitch: number } | null>(null);
  const markers = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState<Hotspot | null>(null);
  const [panorama, setPanorama] = useState<PanoramaState>('loading');
  const turn = (yaw: number, pitch = view.current.pitch) => {
    view.current = { yaw, pitch: Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch)) };
    invalidate();
  };
  /** Turns to face the hotspot and says what it is. */
  const show = (h: Hotspot) => {
    const facing = viewFacing(panoramaDirection(h.x, h.y));
    turn(facing.yaw, facing.pitch);
    setOpen(h);
  };
  const onPointerDown = (e: PointerEvent) => {
    // A press on a marker is the marker's, not the start of a drag.
    if ((e.target as Element).closest('.interior-hotspot')) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, ...view.current };
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = drag.current;
    if (start) turn(start.yaw + (e.clientX - start.x) * DRAG_DEGREES_PER_PX, start.pitch + (e.clientY - start.y) * DRAG_DEGREES_PER_PX);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_DEGREES, 0], ArrowRight: [-KEY_DEGREES, 0], ArrowUp: [0, KEY_DEGREES], ArrowDown: [0, -KEY_DEGREES] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    turn(view.current.yaw + move[0], view.current.pitch + move[1]);
  };
  return (
    <div className="interior">
      <div
        className="interior-stage"
        role="img"
        aria-label={`${label}: interior view. Drag or use the arrow keys to look around.`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <WebGlBoundary>
          {/* Drawn on demand (a turn, the panorama arriving, a resize): a view nobody is turning, as on a
              showroom tablet left on the interior, draws nothing. */}
          <Canvas camera={{ fov: 75, position: [0, 0, 0.1] }} gl={{ antialias: false, powerPreference: 'low-power' }} frameloop="demand">
            <PanoramaSphere url={url} view={view} onState={setPanorama} />
            <HotspotMarkers hotspots={hotspots} markers={markers} />
          </Canvas>
          {/* Inside the boundary: a view that cannot start says so instead. */}
          {panorama !== 'drawn' && <InteriorLoading failed={panorama === 'failed'} />}
        </WebGlBoundary>
        {hotspots.map((h, i) => (
          <button
            key={h.id}
            type="button"
            className="spin-hotspot interior-hotspot"
            aria-label={h.title}
            hidden
            ref={(el) => {
              markers.current[i] = el;
            }}
            onClick={() => setOpen(h)}
          >
            +
          </button>
        ))}
      </div>
      {hotspots.length > 0 && (
        <ul className="spin-hotspot-list" aria-label="Interior highlights">
          {hotspots.map((h) => (
            <li key={h.id}>
              <button type="button" className="button button-small" onClick={() => show(h)}>
                {h.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <HotspotDescription hotspot={open} />
    </div>
  );
}
