// Which link clicks the app takes over (a history entry, no page load) and which it leaves alone.
import { describe, expect, it } from 'vitest';
import { inAppDestination, type LinkClick } from '../../src/app/app-links.ts';

const current = new URL('http://metro-auto-group.localhost:8080/cars/2026-toyota-corolla-gr-10198?x=1');
const click = (href: string, more: Partial<LinkClick> = {}): LinkClick => ({ href, target: null, download: false, button: 0, modified: false, handled: false, ...more });

describe('inAppDestination', () => {
  it('takes same-origin page links, with their query and fragment', () => {
    expect(inAppDestination(click('/search/used-cars'), current)).toBe('/search/used-cars');
    expect(inAppDestination(click('http://metro-auto-group.localhost:8080/finance?car_id=3#finance-form'), current)).toBe('/finance?car_id=3#finance-form');
    expect(inAppDestination(click('/cars/other#vehicle-map', { target: '_self' }), current)).toBe('/cars/other#vehicle-map');
  });

  it('leaves modified, middle-button and already handled clicks to the browser (or their handler)', () => {
    expect(inAppDestination(click('/search', { modified: true }), current)).toBeNull();
    expect(inAppDestination(click('/search', { button: 1 }), current)).toBeNull();
    expect(inAppDestination(click('/search', { handled: true }), current)).toBeNull();
  });

  it('leaves new windows, downloads, other origins and server resources alone', () => {
    expect(inAppDestination(click('/print?car_id=x', { target: '_blank' }), current)).toBeNull();
    expect(inAppDestination(click('/api/cars/x/pdf', { download: true }), current)).toBeNull();
    expect(inAppDestination(click('https://booking.example.com/service'), current)).toBeNull();
    expect(inAppDestination(click('http://harbourside-motors.localhost:8080/'), current)).toBeNull();
    for (const path of ['/api/cars/x/pdf', '/img/demo/a.jpg', '/media/walkaround.mp4', '/icons/icon-192.png', '/assets/x.js']) {
      expect(inAppDestination(click(path), current), path).toBeNull();
    }
  });

  it('leaves a jump within the page to the browser, but not the same fragment on another page', () => {
    expect(inAppDestination(click('#finance-calculator'), current)).toBeNull();
    expect(inAppDestination(click('/cars/2026-toyota-corolla-gr-10198?x=1#vehicle-map'), current)).toBeNull();
    expect(inAppDestination(click('/cars/2026-toyota-corolla-gr-10198#vehicle-map'), current)).toBe('/cars/2026-toyota-corolla-gr-10198#vehicle-map');
  });
});
