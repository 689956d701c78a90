// Issue 38: an answer the search screen already holds (the press's search ahead, back before the
// click) is shown in one commit, with no second render of the screen after it and no search of its own.
import { act, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '../../src/domain/search-request.ts';
import { stableKey } from '../../src/domain/stable-key.ts';
import type { SearchAnswer } from '../../src/worker-clients/search-client.ts';

const answer = vi.fn(() => new Promise<never>(() => {}));
vi.mock('../../src/worker-clients/search-client-instance.ts', () => ({ searchClient: () => ({ answer }) }));
const { useSearchResults } = await import('../../src/features/search/useSearchResults.ts');

const REQUESTS = [{ indexName: 'cars', params: { query: '', facetFilters: [['make:Toyota']] } }] as unknown as SearchRequest[];
const HANDED: SearchAnswer = { results: [{ hits: [{ objectID: '7' }], nbHits: 1 }], saved: false } as unknown as SearchAnswer;

function Results({ requests }: { requests: SearchRequest[] | null }) {
  const outcome = useSearchResults<{ objectID: string }>('results', requests, (key) => (key === stableKey(REQUESTS) ? HANDED : undefined));
  return <p>{outcome.loading ? 'loading' : (outcome.responses?.[0]?.hits.map((hit) => hit.objectID).join() ?? 'none')}</p>;
}

describe('useSearchResults with an answer at hand', () => {
  it('commits it once and asks the worker for nothing', () => {
    let commits = 0;
    const tree = (requests: SearchRequest[] | null): ReactNode => (
      <Profiler id="results" onRender={() => void (commits += 1)}>
        <Results requests={requests} />
      </Profiler>
    );
    const { container, rerender } = render(tree(null));
    expect(container.textContent).toBe('none');
    commits = 0;
    act(() => rerender(tree(REQUESTS)));
    expect(container.textContent).toBe('7');
    expect(commits).toBe(1);
    expect(answer).not.toHaveBeenCalled();
  });
});
