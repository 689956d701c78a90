import { describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/stock.ts';
import type { TenantConfig } from '../../src/domain/tenant-config.ts';
import { CAR_PAGE_PATH } from '../../src/domain/car-page.ts';
import { initialViewerMode, leadPhoto, leadSpinFrame, viewerModes, walkaroundUrl } from '../../src/domain/viewer-modes.ts';

type MediaCar = Pick<Car, 'images' | 'spin_images' | 'spin_interior_image' | 'video_url' | 'walkaround_videos'>;
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `photos/${i}.jpg` })) as Car['images'];
const car = (over: Partial<MediaCar> = {}): MediaCar => ({ images: photos(5), spin_images: [], spin_interior_image: null, video_url: null, walkaround_videos: [], ...over });
const viewer = (over: Partial<TenantConfig['viewer']> = {}): TenantConfig['viewer'] => ({ defaultMode: 'gallery', videoPosition: 'second', autorotate: true, ...over });

describe('viewer modes', () => {
  it('lists the modes a car has, in tab order, always with the gallery', () => {
    expect(viewerModes(car())).toEqual(['gallery']);
    expect(viewerModes(car({ spin_images: ['a.jpg'], video_url: 'v.mp4', spin_interior_image: 'p.jpg' }))).toEqual(['spinner', 'walkaround', 'gallery', 'interior']);
  });
  it('prefers the walkaround video over the plain video url', () => {
    expect(walkaroundUrl(car({ video_url: 'plain.mp4', walkaround_videos: [{ video: { url: 'walk.mp4' } }] as Car['walkaround_videos'] }))).toBe('walk.mp4');
    expect(walkaroundUrl(car({ video_url: 'plain.mp4' }))).toBe('plain.mp4');
  });
  it('opens on the tenant’s mode when the car has it, else the gallery', () => {
    expect(initialViewerMode(car({ spin_images: ['a.jpg'] }), 'spinner')).toBe('spinner');
    expect(initialViewerMode(car(), 'spinner')).toBe('gallery');
    expect(initialViewerMode(car(), 'interior')).toBe('gallery');
  });
});

describe('leadPhoto (what the server preloads)', () => {
  it('is the first photo when the page opens on the gallery', () => {
    expect(leadPhoto(car(), viewer())).toBe('photos/0.jpg');
    expect(leadPhoto(car(), viewer({ defaultMode: 'spinner' }))).toBe('photos/0.jpg');
  });
  it('is nothing when the page opens on the spin, or a video leads the gallery, or there are no photos', () => {
    expect(leadPhoto(car({ spin_images: ['a.jpg'] }), viewer({ defaultMode: 'spinner' }))).toBeNull();
    expect(leadPhoto(car({ video_url: 'v.mp4' }), viewer({ videoPosition: 'start' }))).toBeNull();
    expect(leadPhoto(car({ video_url: 'v.mp4' }), viewer({ videoPosition: 'second' }))).toBe('photos/0.jpg');
    expect(leadPhoto(car({ images: [] }), viewer())).toBeNull();
  });
});

describe('leadSpinFrame (the spin frame shown and preloaded before the spin draws)', () => {
  it('is the first frame when the page opens on the spin', () => {
    expect(leadSpinFrame(car({ spin_images: ['s/00.jpg', 's/01.jpg'] }), viewer({ defaultMode: 'spinner' }))).toBe('s/00.jpg');
  });
  it('is nothing when the page opens on another view, or the car has no spin', () => {
    expect(leadSpinFrame(car({ spin_images: ['s/00.jpg'] }), viewer({ defaultMode: 'gallery' }))).toBeNull();
    expect(leadSpinFrame(car(), viewer({ defaultMode: 'spinner' }))).toBeNull();
  });
});

describe('CAR_PAGE_PATH (the app and the server route car pages by it)', () => {
  const slugOf = (path: string) => CAR_PAGE_PATH.exec(path)?.groups?.slug ?? null;
  it('takes /cars/{slug} with or without a trailing slash', () => {
    expect(slugOf('/cars/2024-mazda-cx-5-maxx-12345')).toBe('2024-mazda-cx-5-maxx-12345');
    expect(slugOf('/cars/2024-mazda-cx-5-maxx-12345/')).toBe('2024-mazda-cx-5-maxx-12345');
  });
  it('leaves the trade-in form, checkout steps and bad slugs to the other screens', () => {
    expect(slugOf('/cars/trade-in')).toBeNull();
    expect(slugOf('/cars/trade-in/')).toBeNull();
    expect(slugOf('/cars/trade-in-special-2024-1')).toBe('trade-in-special-2024-1');
    expect(slugOf('/cars/2024-mazda-cx-5-1/checkout')).toBeNull();
    expect(slugOf('/cars')).toBeNull();
    expect(slugOf('/cars/Bad_Slug')).toBeNull();
  });
});
