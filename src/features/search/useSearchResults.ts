import { useEffect, useMemo, useState } from 'react';
import type { SearchQuery, SearchResponse } from 'algoliasearch/lite';
import type { SearchRequest } from '../../domain/search-request.ts';
import { stableKey } from '../../domain/stable-key.ts';
import { isAbortError } from '../../worker-clients/bridge.ts';
import { isOfflineSearchError, type SearchAnswer } from '../../worker-clients/search-client.ts';
import { searchClient } from '../../worker-clients/search-client-instance.ts';
import { usePageAnswer } from '../../platform/page-data.tsx';
import { sameResults } from '../../domain/search-answer.ts';

export interface SearchOutcome<Hit> {
  /** The answer for the current requests, or the last one while loading or after an error (spec §4). */
  responses: SearchResponse<Hit>[] | null;
  /** The requests `responses` answer (the previous search's while loading). */
  answered: SearchRequest[] | null;
  loading: boolean;
  /** The current requests failed (the previous results, if any, stay shown). */
  failed: boolean;
  /**
   * No server answered the current requests: the search worker gave its stored answer, or had none
   * (then `failed` too). Independent of navigator.onLine, which stays true when only the server is down.
   */
  unreachable: boolean;
}

/** An answer the caller already holds for a key (`stableKey` of the requests), if any. */
export type HandedAnswer = (key: string) => SearchAnswer | undefined;

/**
 * Runs the requests on `channel` through the worker's LRU. A newer search supersedes the older one
 * there, so an answer never renders over a fresher one. `null` requests: nothing to search.
 * `handed`: where the caller already has the answer (the press's search ahead, back before the
 * click), the render for the new requests shows it at once, with no round trip and no loading state.
 * A server-rendered page's first render shows the answer the server rendered it with; the search is
 * still made once it is live, and re-renders the page only if the answer has changed since.
 */
export function useSearchResults<Hit>(channel: string, requests: SearchRequest[] | null, handed?: HandedAnswer): SearchOutcome<Hit> {
  const key = useMemo(() => (requests ? stableKey(requests) : null), [requests]);
  const served = usePageAnswer(key, requests);
  // `handed`: the caller's answer, which needs no search of its own.
  const [answer, setAnswer] = useState<{ key: string; requests: SearchRequest[]; responses: SearchResponse<Hit>[]; saved: boolean; handed?: boolean } | null>(() =>
    served && requests && key !== null ? { key, requests, responses: served as SearchResponse<Hit>[], saved: false } : null,
  );
  const [failure, setFailure] = useState<{ key: string; offline: boolean } | null>(null);
  const given = requests && key !== null && answer?.key !== key ? handed?.(key) : undefined;
  // Kept as this render renders it (React runs the hook's component again at once, before its
  // children): set from an effect, it cost the whole screen a second render after every such answer.
  if (given && requests && key !== null) {
    setAnswer({ key, requests, responses: given.results as SearchResponse<Hit>[], saved: given.saved, handed: true });
    if (failure !== null) setFailure(null);
  }

  useEffect(() => {
    if (!requests || key === null || (answer?.key === key && answer.handed)) return;
    const abort = new AbortController();
    searchClient()
      .answer(channel, requests as SearchQuery[], abort.signal)
      .then(({ results, saved }) => {
        setAnswer((shown) =>
          shown?.key === key && shown.saved === saved && sameResults(shown.responses, results) ? shown : { key, requests, responses: results as SearchResponse<Hit>[], saved },
        );
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const offline = isOfflineSearchError(error);
        if (!offline) console.warn('search failed', error);
        setFailure({ key, offline });
      });
    return () => abort.abort();
    // `key` stands for `requests`: equal keys are the same search.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, key]);

  const current = answer !== null && answer.key === key;
  const failed = key !== null && failure?.key === key;
  return {
    responses: answer?.responses ?? null,
    answered: answer?.requests ?? null,
    loading: key !== null && !current && !failed,
    failed,
    unreachable: failed ? failure.offline : current && answer.saved,
  };
}
