// A preloadable component (src/perf/preloadable.tsx) renders at once once its code is in, where
// React's lazy suspends its first render anyway; while its code is on its way it suspends as lazy does.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openWhenLoaded, preloadable, preloadOf } from '../../src/perf/preloadable.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('preloadable', () => {
  it('renders at once, with no fallback, when its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Preloaded = preloadable(load);
    expect(preloadOf(Preloaded)).toBe(Preloaded.preload);
    await Preloaded.preload();
    await Preloaded.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const fallback = vi.fn(() => 'Loading');
    function Fallback() {
      return <>{fallback()}</>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Preloaded label="Cars" />
      </Suspense>,
    );
    // No act() around the render's aftermath: what the first commit shows is the content.
    expect(screen.getByRole('button').textContent).toBe('Cars 0');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback while its code comes, then the content', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const Later = preloadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback="Loading">
        <Later label="Vans" />
      </Suspense>,
    );
    expect(view.container.textContent).toBe('Loading');
    await act(async () => arrive(Counter));
    expect(screen.getByRole('button').textContent).toBe('Vans 0');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Vans 1');
  });

  it('openWhenLoaded makes its update once the code is in, not before', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const Dialog = preloadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const open = vi.fn();
    openWhenLoaded(Dialog, open);
    await act(async () => {});
    expect(open).not.toHaveBeenCalled();
    await act(async () => arrive(Counter));
    expect(open).toHaveBeenCalledTimes(1);
    // Its first render is the component's own: nothing left to suspend on.
    render(
      <Suspense fallback="Loading">
        <Dialog label="Form" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Form 0');
  });

  it('openWhenLoaded opens after a failed load too, so the render meets the failure', async () => {
    const Broken = preloadable<{ label: string }>(() => Promise.reject(new Error('offline')));
    const open = vi.fn();
    openWhenLoaded(Broken, open);
    await act(async () => {});
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells a component of its own kind from any other', () => {
    expect(preloadOf(Counter)).toBeNull();
    expect(preloadOf(null)).toBeNull();
  });
});
