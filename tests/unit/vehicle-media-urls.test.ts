// The media URLs the viewer requests and showroom mode stores (they must be the same strings).
import { describe, expect, it } from 'vitest';
import { galleryImage, galleryImageUrl, gallerySrcSet, galleryThumbUrl, inBatches, panoramaUrl, showroomUrls, spinFrameImage, spinFrameUrls, spinFrameWidth } from '../../src/domain/car-media-urls.ts';
import { DEFAULT_IMAGE_TEMPLATE, imageUrl } from '../../src/domain/media.ts';
import { CAR_IMAGE } from '../../src/domain/car-images.ts';
import { walkaroundUrl } from '../../src/domain/viewer-modes.ts';

const T = DEFAULT_IMAGE_TEMPLATE;

describe('car media URLs', () => {
  it('builds the gallery srcset at 300, 600, 900 and 1200 wide', () => {
    expect(galleryImageUrl(T, '/img/demo/photos/suv/red/side.jpg', 600)).toBe('/img/demo/photos/suv/red/side.jpg?w=600&q=75&fit=cover&format=auto');
    expect(gallerySrcSet(T, '/img/a.jpg').split(', ').map((c) => c.split(' ')[1])).toEqual(['300w', '600w', '900w', '1200w']);
    // The gallery's image and the head's preload of it: the 600x400 photo, and the srcset's files.
    expect(galleryImage(T, '/img/a.jpg')).toEqual({ src: imageUrl(T, '/img/a.jpg', CAR_IMAGE), srcSet: gallerySrcSet(T, '/img/a.jpg') });
  });
  it('asks for spin frames at the smallest width covering the display', () => {
    expect(spinFrameWidth(400)).toBe(600);
    expect(spinFrameWidth(601)).toBe(900);
    expect(spinFrameWidth(2000)).toBe(1200);
    expect(spinFrameUrls(T, ['/img/s/00.jpg'], 900)).toEqual(['/img/s/00.jpg?w=900&q=75&fit=cover&format=auto']);
    // The first frame's image offers the same files, so the browser and the spin's worker share one.
    expect(spinFrameImage(T, '/img/s/00.jpg')).toEqual({
      src: '/img/s/00.jpg?w=600&q=75&fit=cover&format=auto',
      srcSet: ['600', '900', '1200'].map((w) => `/img/s/00.jpg?w=${w}&q=75&fit=cover&format=auto ${w}w`).join(', '),
    });
  });
  it('stores every gallery candidate, every spin width, the panorama and the data calls, once each', () => {
    const car = {
      slug: 'a-car',
      images: [{ url: '/img/p1.jpg', thumb: { url: '' } }, { url: '/img/p1.jpg', thumb: { url: '' } }],
      spin_images: Array.from({ length: 36 }, (_, i) => `/img/s/${i}.jpg`),
      spin_interior_image: '/img/i.jpg',
      video_url: null,
      walkaround_videos: [],
      price: 30000,
      autograb_data: { state_average_market_price: 31000, average_market_price: null },
      finance_lenders: { x: {} as never },
    };
    const urls = showroomUrls(car, T);
    // 4 gallery widths and the thumbnail of the one distinct photo, 3 spin widths, the panorama, 2 calls.
    expect(urls).toHaveLength(4 + 1 + 36 * 3 + 1 + 2);
    expect(urls).toContain(galleryThumbUrl(T, '/img/p1.jpg'));
    expect(urls).toContain(spinFrameUrls(T, car.spin_images, 600)[35]);
    expect(urls).toContain(panoramaUrl(T, '/img/i.jpg'));
    expect(urls).toContain('/api/cars/a-car/autogauge');
    expect(urls).not.toContain('/api/cars/a-car/view.json');
    expect(showroomUrls({ ...car, spin_images: [], spin_interior_image: null }, T)).toHaveLength(4 + 1 + 2);
    // Calls that would answer 404 for this car are left out.
    expect(showroomUrls({ ...car, autograb_data: null, finance_lenders: {} }, T)).not.toContain('/api/cars/a-car/autogauge');
    expect(showroomUrls({ ...car, autograb_data: null, finance_lenders: {} }, T)).toHaveLength(4 + 1 + 36 * 3 + 1);
  });
  it('stores the walkaround video, the same URL the viewer plays', () => {
    const car = { slug: 'b', images: [], spin_images: [], spin_interior_image: null, price: 0, autograb_data: null, finance_lenders: {} };
    expect(showroomUrls({ ...car, video_url: null, walkaround_videos: [] }, T)).toEqual([]);
    const walkaround = { ...car, video_url: '/media/old.mp4', walkaround_videos: [{ video: { url: '/media/walkaround.mp4' } }] };
    expect(showroomUrls(walkaround, T)).toEqual([walkaroundUrl(walkaround)]);
    expect(showroomUrls({ ...car, video_url: '/media/only.mp4', walkaround_videos: [] }, T)).toEqual(['/media/only.mp4']);
  });
  it('splits work into batches', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 3)).toEqual([]);
  });
});
