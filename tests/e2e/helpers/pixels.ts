// Reading what a canvas really shows (WebGL included) from a screenshot.
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * How far the colour at the element's centre (or `dx` CSS pixels right of it) is from `rgb` (sum of
 * channel differences).
 */
export async function centreColourDistance(element: Locator, rgb: Rgb, dx = 0): Promise<number> {
  const { data, info } = await sharp(await element.screenshot({ scale: 'css' })).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2) + dx) * info.channels;
  return Math.abs(data[at] - rgb.r) + Math.abs(data[at + 1] - rgb.g) + Math.abs(data[at + 2] - rgb.b);
}
