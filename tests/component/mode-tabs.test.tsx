// The viewer's mode tabs (issue 38: plain elements instead of react-aria's tab hooks) keep the ARIA
// tabs pattern react-aria gave them: one tab stop, the selected tab's panel, selection following the
// arrow keys round the ends, Home and End, and a click.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModeTabs } from '../../src/features/media/ModeTabs.tsx';

type Mode = 'spinner' | 'gallery' | 'interior';
const TABS: { key: Mode; label: string }[] = [
  { key: 'spinner', label: '360°' },
  { key: 'gallery', label: 'Gallery' },
  { key: 'interior', label: 'Interior' },
];

function Viewer({ onSelect }: { onSelect: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('spinner');
  const select = (next: Mode) => {
    onSelect(next);
    setMode(next);
  };
  return (
    <ModeTabs label="View" tabs={TABS} selected={mode} onSelect={select}>
      <p>{mode} view</p>
    </ModeTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('ModeTabs', () => {
  it("marks the selected tab, the only tab stop, and labels its panel by it", () => {
    render(<Viewer onSelect={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'View' })).toBeTruthy();
    expect(selected()).toEqual(['360°']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('360°').id);
    expect(tab('360°').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('Gallery').hasAttribute('aria-controls')).toBe(false);
    expect(panel.hasAttribute('tabindex')).toBe(false);
    expect(panel.textContent).toBe('spinner view');
  });

  it('selects a tab clicked, and does not select the selected one again', () => {
    const onSelect = vi.fn();
    render(<Viewer onSelect={onSelect} />);
    act(() => tab('Gallery').click());
    expect(selected()).toEqual(['Gallery']);
    expect(screen.getByRole('tabpanel').textContent).toBe('gallery view');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Gallery').id);
    act(() => tab('Gallery').click());
    expect(onSelect.mock.calls).toEqual([['gallery']]);
  });

  it('moves the focus and the selection with the arrow keys round the ends, and with Home and End', () => {
    render(<Viewer onSelect={() => {}} />);
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    act(() => tab('360°').focus());
    const steps: [string, string][] = [
      ['ArrowLeft', 'Interior'],
      ['ArrowRight', '360°'],
      ['ArrowRight', 'Gallery'],
      ['End', 'Interior'],
      ['ArrowRight', '360°'],
      ['End', 'Interior'],
      ['Home', '360°'],
    ];
    for (const [key, name] of steps) {
      press(key);
      expect(document.activeElement, key).toBe(tab(name));
      expect(selected(), key).toEqual([name]);
      expect(tab(name).tabIndex, key).toBe(0);
    }
    press('Enter');
    press('a');
    expect(selected()).toEqual(['360°']);
  });
});
