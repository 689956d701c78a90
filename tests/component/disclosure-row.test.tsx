// A disclosure row (Share, Showroom mode): its button says whether its panel is open, the panel is
// hidden while closed, and what it holds renders at the first open and stays after a close.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DisclosureRow } from '../../src/ui/DisclosureRow.tsx';

const rendered = vi.fn();
function Content() {
  rendered();
  return <a href="/somewhere">Inside</a>;
}

describe('DisclosureRow', () => {
  it('renders its content at the first open, toggles aria-expanded and hidden, and keeps the content', async () => {
    render(
      <DisclosureRow title="Share" className="car-share">
        <Content />
      </DisclosureRow>,
    );
    const button = screen.getByRole('button', { name: 'Share' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(rendered).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Share' }).contains(screen.getByRole('link', { name: 'Inside' }))).toBe(true);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(panel.contains(screen.getByText('Inside'))).toBe(true);
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});
