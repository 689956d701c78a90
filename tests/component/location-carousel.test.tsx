// The Our Locations carousel measures its ends in its ResizeObserver's reports, which come after the
// browser's own layout, and never while it mounts: a measure in hydration's effects made the browser
// lay out the whole home page at once (a forced layout, 60-110 ms at 4x CPU).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardLocation } from '../../src/domain/served-location.ts';

vi.mock('../../src/features/locations/LocationCard.tsx', () => ({ LocationCard: ({ location }: { location: CardLocation }) => <article>{location.name}</article> }));
const { LocationCarousel } = await import('../../src/features/locations/LocationCarousel.tsx');

const reports: (() => void)[] = [];
globalThis.ResizeObserver = class {
  constructor(private report: () => void) {}
  observe() {
    reports.push(this.report);
  }
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The track's box, as layout would give it: read through these getters only.
const reads = vi.fn();
const box = { scrollLeft: 0, clientWidth: 800, scrollWidth: 800 };
for (const key of Object.keys(box) as (keyof typeof box)[]) {
  vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => (reads(key), box[key]));
}

afterEach(() => {
  reports.length = 0;
  reads.mockClear();
});

const LOCATIONS = [1, 2, 3].map((id) => ({ id, name: `Location ${id}` }) as unknown as CardLocation);

describe('LocationCarousel', () => {
  it('reads no layout as it mounts; its observer’s first report sets the ends', () => {
    render(<LocationCarousel locations={LOCATIONS} now={0} />);
    expect(reads).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: 'Next locations' });
    expect(next.getAttribute('aria-disabled')).toBe('false');
    // All three fit: once measured, there is nothing to move to either way.
    act(() => reports.forEach((report) => report()));
    expect(reads).toHaveBeenCalled();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous locations' }).getAttribute('aria-disabled')).toBe('true');
  });
});
