// Issue 38: Showroom mode's "Save all" row (a disclosure and react-aria's buttons) sits under the search
// results; a new answer does not re-render it, and a press still saves the cars shown at that moment.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const saved: string[] = [];
// The row's renders, counted around the real one.
const rowRendered = vi.fn();
vi.mock('../../src/ui/DisclosureRow.tsx', async (actual) => {
  const { DisclosureRow } = await actual<typeof import('../../src/ui/DisclosureRow.tsx')>();
  return { DisclosureRow: (props: Parameters<typeof DisclosureRow>[0]) => (rowRendered(), DisclosureRow(props)) };
});
vi.mock('../../src/api/cars.ts', () => ({ getCar: async (slug: string) => ({ slug }) }));
vi.mock('../../src/features/showroom/showroom-list.ts', () => ({
  saveForShowroom: async (car: { slug: string }) => void saved.push(car.slug),
  storageUsed: async () => '1 MB',
}));
const { ShowroomSaveAll } = await import('../../src/features/showroom/ShowroomSaveAll.tsx');

describe('ShowroomSaveAll', () => {
  it('does not re-render for a new page of cars, and saves the page shown when pressed', async () => {
    let shown = [{ slug: 'old-car', name: 'Old car' }];
    const cars = () => shown;
    const tree = () => <ShowroomSaveAll cars={cars} empty={false} template="/img/{path}" />;
    const { rerender } = render(tree());
    rowRendered.mockClear();
    shown = [
      { slug: 'new-car', name: 'New car' },
      { slug: 'other-car', name: 'Other car' },
    ];
    act(() => rerender(tree()));
    expect(rowRendered).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Showroom mode' }));
    await user.click(screen.getByRole('button', { name: 'Save all cars on this results page for showroom' }));
    await screen.findByText(/^Saved 2 of 2 cars for showroom/);
    expect(saved).toEqual(['new-car', 'other-car']);
  });
});
