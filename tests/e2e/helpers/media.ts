import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** The demo photo the server would have generated (DEMO_MEDIA=off keeps start-up fast). */
export async function writePhoto(path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } }).jpeg().toFile(path);
}
