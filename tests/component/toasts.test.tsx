// Spec §4/§9 toasts: one at a time in a polite status region; a toast that stays has a dismiss button,
// a confirmation (the copy link's) closes itself after its duration and has none.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../src/shell/ToastRegion.tsx';
import { store, StoreProvider } from '../../src/state/store.ts';
import { toasts } from '../../src/state/toasts.ts';

const renderRegion = () => render(<StoreProvider store={store}>{<ToastRegion />}</StoreProvider>);

afterEach(() => {
  act(() => toasts.remove());
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('announces a toast in a polite status region, and Dismiss notification closes it', async () => {
    const user = userEvent.setup();
    renderRegion();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => void toasts.add({ title: 'Car Saved In Watchlist', description: 'Find it in My Garage.', tone: 'success' }));
    expect(region.textContent).toContain('Car Saved In Watchlist');
    expect(region.textContent).toContain('Find it in My Garage.');

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(region.textContent).toBe('');
  });

  it('shows one toast at a time: a new one takes the place of the last', () => {
    renderRegion();
    act(() => void toasts.add({ title: 'Car Saved In Watchlist' }));
    act(() => void toasts.add({ title: 'Car Removed' }));
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Car Removed×');
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('a confirmation with a duration has no dismiss button and closes itself when it is up', () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => void toasts.add({ title: 'Copied Toyota Corolla to your clipboard!', duration: 1500 }));
    expect(screen.getByRole('status').textContent).toBe('Copied Toyota Corolla to your clipboard!');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('an update changes the toast in place', () => {
    renderRegion();
    let id = '';
    act(() => void (id = toasts.add({ title: 'Saving…' })));
    act(() => toasts.update(id, { title: 'Car Saved In Watchlist', tone: 'success' }));
    expect(screen.getByRole('status').textContent).toBe('Car Saved In Watchlist×');
  });
});
