// Real touch input, as a finger sends it: CDP touch events, which the browser turns into touch and
// pointer events (pointerType 'touch') and hands to its own panning per the element's touch-action.
import type { Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/** A finger put down at `from`, moved to `to` in `steps` small moves, and lifted. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
