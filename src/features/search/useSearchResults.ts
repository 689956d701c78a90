import { useEffect, useMemo, useState } from 'react';
import type { SearchQuery, SearchResponse, SearchResult } from 'algoliasearch/lite';
import type { SearchRequest } from '../../domain/search-request.ts';
import { stableKey } from '../../domain/stable-key.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { searchClient } from './search-client-instance.ts';

export interface SearchOutcome<Hit> {
  /** The answer for the current requests, or the last one while loading or after an error (spec §4). */
  responses: SearchResponse<Hit>[] | null;
  loading: boolean;
  /** The current requests failed (the previous results, if any, stay shown). */
  failed: boolean;
}

/**
 * Runs the requests on `channel` through the worker's LRU. A newer search supersedes the older one
 * there, so an answer never renders over a fresher one. `null` requests: nothing to search.
 */
export function useSearchResults<Hit>(channel: string, requests: SearchRequest[] | null): SearchOutcome<Hit> {
  const key = useMemo(() => (requests ? stableKey(requests) : null), [requests]);
  const [answer, setAnswer] = useState<{ key: string; responses: SearchResponse<Hit>[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!requests || key === null) return;
    const abort = new AbortController();
    searchClient()
      .search(channel, requests as SearchQuery[], abort.signal)
      .then((results: SearchResult[]) => {
        setAnswer({ key, responses: results as SearchResponse<Hit>[] });
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('search failed', error);
        setFailure(key);
      });
    return () => abort.abort();
    // `key` stands for `requests`: equal keys are the same search.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, key]);

  const current = answer !== null && answer.key === key;
  const failed = key !== null && failure === key;
  return {
    responses: answer?.responses ?? null,
    loading: key !== null && !current && !failed,
    failed,
  };
}
