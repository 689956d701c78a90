// An island of static HTML (src/perf/ServerHtml.tsx): hydrated, it keeps the server's elements as they
// came, with no fiber of React's on them, through later renders too; rendered by the browser, it
// renders its children.
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerHtml } from '../../src/perf/ServerHtml.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders = vi.fn();
function Links() {
  renders();
  return (
    <nav aria-label="More">
      <a href="/terms">Terms</a> <a href="/privacy">Privacy</a>
    </nav>
  );
}

function Page() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount(count + 1)}>
        Renders {count}
      </button>
      <ServerHtml as="footer" className="site-footer">
        <Links />
      </ServerHtml>
    </div>
  );
}

/** Whether React has put its fiber on the element (hydration claims each element it renders). */
const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

afterEach(() => {
  document.body.replaceChildren();
  renders.mockClear();
});

describe('ServerHtml', () => {
  it('hydrated, keeps the server’s elements unclaimed and untouched, through a later render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const link = container.querySelector('footer a')!;
    expect(link.textContent).toBe('Terms');
    renders.mockClear();
    const errors = vi.fn();
    await act(async () => void hydrateRoot(container, <Page />, { onRecoverableError: errors }));
    expect(errors).not.toHaveBeenCalled();
    expect(claimed(container.querySelector('button')!)).toBe(true);
    expect(claimed(container.querySelector('footer')!)).toBe(true);
    expect(claimed(link)).toBe(false);
    expect(renders).not.toHaveBeenCalled();
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Renders 1');
    expect(container.querySelector('footer a')).toBe(link);
    expect(container.querySelector('footer')!.className).toBe('site-footer');
    expect([...container.querySelectorAll('footer a')].map((a) => a.textContent)).toEqual(['Terms', 'Privacy']);
  });

  it('rendered by the browser, renders its children', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page />));
    expect(renders).toHaveBeenCalled();
    expect([...container.querySelectorAll('footer a')].map((a) => a.textContent)).toEqual(['Terms', 'Privacy']);
    expect(claimed(container.querySelector('footer a')!)).toBe(true);
  });
});
