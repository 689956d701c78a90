import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormErrorArea } from '../../src/ui/FormErrorArea.tsx';

describe('form-level error area (spec §8)', () => {
  it('is a destructive alert headed "Please fix the following errors:" with the list', () => {
    const html = renderToStaticMarkup(createElement(FormErrorArea, { errors: ['Invalid postcode. Please enter a 4-digit number.', 'An error occurred when submitting this form'] }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please fix the following errors:');
    expect(html).toContain('<li>Invalid postcode. Please enter a 4-digit number.</li>');
    expect(html).toContain('<li>An error occurred when submitting this form</li>');
  });
  it('renders nothing without errors', () => {
    expect(renderToStaticMarkup(createElement(FormErrorArea, { errors: [] }))).toBe('');
  });
});
