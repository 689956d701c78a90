// Lead pages reached from an offer (?offer_id=), a part (?part_number=) or a model page (?model=): the
// lead carries what it is about (spec §2 offer card and page; parts search), and the page says so. An
// offer or model the site does not show is no subject (the server refuses such an offer too).
import { useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { getModel, getOffer } from '../../api/explore.ts';
import type { LeadSubject } from '../../domain/lead-payload.ts';
import { subjectFromQuery } from '../../domain/lead-subject.ts';

export interface ShownSubject {
  subject: LeadSubject | null;
  /** What the page says the enquiry is about. */
  line: string | null;
}

const NONE: ShownSubject = { subject: null, line: null };

export function SubjectFromQuery({ children }: { children: (shown: ShownSubject) => ReactNode }) {
  const query = subjectFromQuery(useSearch());
  const { offerId, partNumber, model } = query;
  const [loaded, setLoaded] = useState<{ key: string; shown: ShownSubject } | null>(null);
  const key = `${offerId}|${model}`;
  useEffect(() => {
    if (offerId === null && model === null) return;
    const abort = new AbortController();
    const found = (shown: ShownSubject) => setLoaded({ key, shown });
    const lookup: Promise<ShownSubject> =
      offerId !== null
        ? getOffer(offerId, abort.signal).then((o) => ({ subject: { offerId: o.id, make: o.manufacturer, model: o.model?.name ?? null }, line: `Offer: ${o.name}` }))
        : getModel(model!, abort.signal).then((m) => ({ subject: { make: m.make, model: m.name }, line: `${m.make} ${m.name}` }));
    lookup.then(found, (error: unknown) => {
      if ((error as Error).name !== 'AbortError') found(NONE);
    });
    return () => abort.abort();
  }, [key, offerId, model]);
  if (partNumber !== null) return children({ subject: { partNumber }, line: `Part number ${partNumber}` });
  if (offerId === null && model === null) return children(NONE);
  if (loaded?.key !== key) return <p aria-busy="true">Loading…</p>;
  return children(loaded.shown);
}
