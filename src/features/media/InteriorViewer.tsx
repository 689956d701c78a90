// The interior: an equirectangular panorama on the inside of a sphere, in three.js through
// @react-three/fiber. Loaded lazily only when the interior mode opens; unmounting the Canvas disposes
// the renderer and loses its WebGL context, so only one context ever exists.
import { Component, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Canvas, useFrame } from '@react-three/fiber';
import { BackSide, MathUtils, SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { Button } from 'react-aria-components';
import type { Hotspot } from '../../domain/stock.ts';

interface View {
  yaw: number;
  pitch: number;
}

/** This module's own file, which showroom mode asks the service worker to keep. */
export const VIEWER_CODE_URL = import.meta.url;

const DRAG_DEGREES_PER_PX = 0.2;
const KEY_DEGREES = 10;
const MAX_PITCH = 80;

function PanoramaSphere({ url, view }: { url: string; view: { current: View } }) {
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
      (error: unknown) => console.warn('interior panorama failed to load', error),
    );
    return () => {
      live = false;
      loaded?.dispose();
    };
  }, [url]);
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
  const turn = (yaw: number, pitch = view.current.pitch) => {
    view.current = { yaw, pitch: Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch)) };
  };
  const onPointerDown = (e: PointerEvent) => {
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
          <Canvas camera={{ fov: 75, position: [0, 0, 0.1] }} gl={{ antialias: false, powerPreference: 'low-power' }} frameloop="always">
            <PanoramaSphere url={url} view={view} />
          </Canvas>
        </WebGlBoundary>
      </div>
      {hotspots.length > 0 && (
        <ul className="spin-hotspot-list" aria-label="Interior highlights">
          {hotspots.map((h) => (
            <li key={h.id}>
              <Button className="button button-small" aria-label={`${h.title}: ${h.description}`} onPress={() => turn(-h.angle, 0)}>
                {h.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
