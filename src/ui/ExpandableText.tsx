import { useState } from 'react';
import { truncateText } from '../domain/car-page.ts';

/** The spec's toggle for a disclaimer (§2 offer card, §9 finance disclaimer). */
export const DISCLAIMER_TOGGLE = { more: 'View full disclaimer', less: 'View less disclaimer' } as const;

/**
 * Text cut to `chars` characters (null: never cut) with a toggle to read it all (spec §4
 * expand/collapse). The toggle exists only when there is more to read. With `html` (markup the server
 * has sanitised, whose text `text` is), the whole shows as that markup. A native toggle: home's sections
 * and the search screens show it, and load no react-aria.
 */
export function ExpandableText({
  text,
  chars,
  startExpanded = false,
  labels,
  className,
  id,
  html,
}: {
  text: string;
  html?: string;
  chars: number | null;
  startExpanded?: boolean;
  labels: { more: string; less: string };
  className?: string;
  id?: string;
}) {
  const [expanded, setExpanded] = useState(startExpanded);
  const cut = chars === null ? { text, truncated: false } : truncateText(text, chars);
  return (
    <div className={className} id={id}>
      {html !== undefined && (expanded || !cut.truncated) ? <div className="expandable-html" dangerouslySetInnerHTML={{ __html: html }} /> : <p>{expanded ? text : cut.text}</p>}
      {cut.truncated && (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? labels.less : labels.more}
        </button>
      )}
    </div>
  );
}
