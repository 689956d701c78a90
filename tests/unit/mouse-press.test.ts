// Which presses start work ahead of their click (facet values, page links).
import { describe, expect, it } from 'vitest';
import { isPlainMousePress } from '../../src/perf/mouse-press.ts';

const press = { pointerType: 'mouse', button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('isPlainMousePress', () => {
  it('is the main mouse button with no modifier', () => {
    expect(isPlainMousePress(press)).toBe(true);
  });

  it('is not a finger or pen, which may be starting a scroll', () => {
    expect(isPlainMousePress({ ...press, pointerType: 'touch' })).toBe(false);
    expect(isPlainMousePress({ ...press, pointerType: 'pen' })).toBe(false);
  });

  it('is not another button or a modified press (a new tab, a menu)', () => {
    expect(isPlainMousePress({ ...press, button: 1 })).toBe(false);
    expect(isPlainMousePress({ ...press, button: 2 })).toBe(false);
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) expect(isPlainMousePress({ ...press, [key]: true })).toBe(false);
  });
});
