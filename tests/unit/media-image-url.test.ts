// imageUrl fills a tenant's image URL template: the embedded /img service by default, or an image
// CDN's template when the tenant names one.
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_TEMPLATE, imageUrl, interiorTrimFor, mediaPaths } from '../../src/domain/media.ts';

const photo = mediaPaths.photo('SUV', 'Red', 'side');

describe('imageUrl with the embedded template', () => {
  it('builds an /img URL with width, quality, fit and format=auto', () => {
    expect(imageUrl(DEFAULT_IMAGE_TEMPLATE, photo, { width: 600, quality: 80 })).toBe(
      '/img/demo/photos/suv/red/side.jpg?w=600&q=80&fit=cover&format=auto',
    );
  });

  it('accepts a path that already carries the /img/ prefix or a leading slash', () => {
    const expected = imageUrl(DEFAULT_IMAGE_TEMPLATE, photo, { width: 320 });
    expect(imageUrl(DEFAULT_IMAGE_TEMPLATE, `/img/${photo}`, { width: 320 })).toBe(expected);
    expect(imageUrl(DEFAULT_IMAGE_TEMPLATE, `/${photo}`, { width: 320 })).toBe(expected);
  });

  it('drops parameters left without a value and defaults quality to 75 and fit to cover', () => {
    expect(imageUrl(DEFAULT_IMAGE_TEMPLATE, photo)).toBe('/img/demo/photos/suv/red/side.jpg?q=75&fit=cover&format=auto');
  });

  it('passes fit through', () => {
    expect(imageUrl(DEFAULT_IMAGE_TEMPLATE, photo, { width: 200, fit: 'contain', quality: 75 })).toContain('fit=contain');
  });
});

describe('imageUrl with an external CDN template', () => {
  const cdn = 'https://cdn.example.com/{path}?width={width}&quality={quality}&fit={fit}';

  it('fills the CDN template', () => {
    expect(imageUrl(cdn, photo, { width: 800, quality: 80, fit: 'inside' })).toBe(
      'https://cdn.example.com/demo/photos/suv/red/side.jpg?width=800&quality=80&fit=inside',
    );
  });

  it('never sends the CDN an empty width', () => {
    expect(imageUrl(cdn, `/img/${photo}`, { quality: 75 })).toBe('https://cdn.example.com/demo/photos/suv/red/side.jpg?quality=75&fit=cover');
  });

  it('works with a template that has no query string', () => {
    expect(imageUrl('https://images.example.net/forecourt/{path}', photo, { width: 100 })).toBe(
      'https://images.example.net/forecourt/demo/photos/suv/red/side.jpg',
    );
  });
});

describe('interiorTrimFor', () => {
  it('gives every colour one of the rendered trims', () => {
    expect(interiorTrimFor('Beige')).toBe('Beige');
    expect(interiorTrimFor('Silver')).toBe('Grey');
    expect(interiorTrimFor('Red')).toBe('Black');
  });
});
