// Which URLs of a KEEP_CAR_OFFLINE / RELEASE_CAR message the service worker acts on.
import { describe, expect, it } from 'vitest';
import { keepableUrls } from '../../src/domain/sw-messages.ts';

const SITE = 'https://metro.example.com';

describe('keepableUrls', () => {
  it('resolves the site’s own paths and keeps another origin’s media (an image CDN)', () => {
    expect(keepableUrls(['/cars/a-car', '/img/p.jpg?w=600', 'https://cdn.example.net/p.jpg?w=600'], SITE)).toEqual([
      'https://metro.example.com/cars/a-car',
      'https://metro.example.com/img/p.jpg?w=600',
      'https://cdn.example.net/p.jpg?w=600',
    ]);
  });
  it('drops what is not an http(s) URL string, and a message without a list', () => {
    expect(keepableUrls(['data:image/png;base64,AAAA', 'javascript:alert(1)', 'blob:https://metro.example.com/x', 42, null, 'http://[bad'], SITE)).toEqual([]);
    expect(keepableUrls('/cars/a-car', SITE)).toEqual([]);
    expect(keepableUrls(undefined, SITE)).toEqual([]);
  });
});
