// Spec §2: /search/... paths as filters.
import { describe, expect, it } from 'vitest';
import { searchPathFilter } from '../../src/url/search-path.ts';

describe('searchPathFilter', () => {
  it('maps the fixed stock paths to car types; the default path and /search to all stock', () => {
    expect(searchPathFilter('')).toEqual({ filters: '', unknown: false, carTypes: ['new', 'demo', 'used'] });
    expect(searchPathFilter('new-used-and-demo-cars/')).toEqual({ filters: '', unknown: false, carTypes: ['new', 'demo', 'used'] });
    expect(searchPathFilter('new-and-demo-cars').carTypes).toEqual(['new', 'demo']);
    expect(searchPathFilter('constructor').unknown).toBe(false);
    expect(searchPathFilter('used-cars').filters).toBe('car_type:used');
    expect(searchPathFilter('new-cars').filters).toBe('car_type:new');
    expect(searchPathFilter('demo-cars').filters).toBe('car_type:demo');
    expect(searchPathFilter('new-and-demo-cars').filters).toBe('(car_type:new OR car_type:demo)');
  });

  it('maps {car type}-cars to a body or fuel type', () => {
    expect(searchPathFilter('suv-cars').filters).toBe('body:"SUV"');
    expect(searchPathFilter('people-mover-cars').filters).toBe('body:"People Mover"');
    expect(searchPathFilter('electric-cars').filters).toBe('fuel:"Electric"');
  });

  it('maps one slug to a make, dealership or location, and two slugs to make and model', () => {
    expect(searchPathFilter('mazda').filters).toBe('(make_slug:"mazda" OR dealership_slug:"mazda" OR location_slug:"mazda")');
    expect(searchPathFilter('metro-toyota-parramatta/').filters).toContain('dealership_slug:"metro-toyota-parramatta"');
    expect(searchPathFilter('Mazda/CX-5')).toEqual({ filters: 'make_slug:"mazda" AND model_slug:"cx-5"', unknown: false });
  });

  it('marks anything else unknown (the page shows its empty state)', () => {
    expect(searchPathFilter('a/b/c').unknown).toBe(true);
    expect(searchPathFilter('bad%zz').unknown).toBe(true);
    expect(searchPathFilter('with"quote').unknown).toBe(true);
    expect(searchPathFilter('under_score').unknown).toBe(true);
  });
});
