// What an explore page shows while its data loads or when it cannot: loading, not found (the API's
// 404), or the failure.
import type { ReactNode } from 'react';
import { ApiError } from '../../api/http.ts';
import type { ApiData } from '../../platform/use-api-data.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';

export function ExplorePageState<T>({ read, title, children }: { read: ApiData<T>; title: string; children: (data: T) => ReactNode }) {
  if (read.status === 'ready') return children(read.data);
  if (read.status === 'failed') {
    if (read.error instanceof ApiError && read.error.status === 404) return <NotFound />;
    return (
      <PageFrame title={title}>
        <p role="alert">This page could not be loaded. {read.error instanceof ApiError ? read.error.shopperMessage : ''}</p>
      </PageFrame>
    );
  }
  return <div className="page" aria-busy="true" />;
}
