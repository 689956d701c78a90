// Spec §8: using the viewer's context outside the viewer is a developer error with the spec's text.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SpinViewerContext, useSpinView } from '../../src/features/media/spin-context.tsx';

function Reader() {
  return `frame ${useSpinView().frame}`;
}

describe('useSpinView', () => {
  it("throws 'Error using CarSpinnerContext' outside the viewer", () => {
    expect(() => renderToString(createElement(Reader))).toThrow('Error using CarSpinnerContext');
  });
  it('reads the viewer it is inside', () => {
    const value = { frame: 7, frameCount: 36, ready: true, goTo: () => {} };
    expect(renderToString(createElement(SpinViewerContext.Provider, { value }, createElement(Reader)))).toBe('frame 7');
  });
});
