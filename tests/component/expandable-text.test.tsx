// Spec §4 expand/collapse: text cut to its characters until the toggle, which says which way it goes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_TOGGLE, ExpandableText } from '../../src/ui/ExpandableText.tsx';

const TEXT = 'Repayments are estimates only. '.repeat(10).trim();

describe('ExpandableText', () => {
  it('shows the first characters until View full disclaimer, all of it after, and folds back', async () => {
    const user = userEvent.setup();
    render(<ExpandableText text={TEXT} chars={40} labels={DISCLAIMER_TOGGLE} />);
    const shown = () => screen.getByText(/^Repayments/).textContent;
    expect(shown()).toBe(`${TEXT.slice(0, 40)}…`);
    const more = screen.getByRole('button', { name: 'View full disclaimer' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await user.click(more);
    expect(shown()).toBe(TEXT);
    const less = screen.getByRole('button', { name: 'View less disclaimer' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);
    expect(shown()).toBe(`${TEXT.slice(0, 40)}…`);
    expect(screen.getByRole('button', { name: 'View full disclaimer' })).toBeTruthy();
  });

  it('has no toggle when there is nothing more to read, or the tenant never cuts it', () => {
    const { unmount } = render(<ExpandableText text="Short." chars={40} labels={DISCLAIMER_TOGGLE} />);
    expect(screen.getByText('Short.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<ExpandableText text={TEXT} chars={null} labels={DISCLAIMER_TOGGLE} />);
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can start open', () => {
    render(<ExpandableText text={TEXT} chars={40} startExpanded labels={{ more: 'Show more', less: 'Show less' }} />);
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });
});
