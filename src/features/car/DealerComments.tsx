import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { DEALER_COMMENTS_COLLAPSED_CHARS, DEALER_COMMENTS_PENDING, plainText, truncateText } from '../../domain/vehicle-page.ts';
import { Card } from './VehicleDetails.tsx';

/** Sanitised dealer HTML; collapsed to 400 characters of its text with show more/less. */
export function DealerComments({ html }: { html: string }) {
  const text = plainText(html);
  const [expanded, setExpanded] = useState(false);
  const [safe, setSafe] = useState<string | null>(null);
  const short = truncateText(text, DEALER_COMMENTS_COLLAPSED_CHARS);
  const showFull = expanded || !short.truncated;
  useEffect(() => {
    if (!text || !showFull) return;
    let live = true;
    // The sanitiser is a sizeable module: it loads only for the full view, and when the page is idle.
    const load = () =>
      import('./sanitize-comments.ts')
        .then(({ sanitizeComments }) => live && setSafe(sanitizeComments(html)))
        .catch((error: unknown) => console.warn('dealer comments could not be prepared', error));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 200);
    return () => {
      live = false;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [html, text, showFull]);
  if (!text) {
    return (
      <Card title="Dealer comments">
        <p>{DEALER_COMMENTS_PENDING}</p>
      </Card>
    );
  }
  return (
    <Card title="Dealer comments">
      {showFull && safe !== null ? <div className="dealer-comments" dangerouslySetInnerHTML={{ __html: safe }} /> : <p className="dealer-comments">{showFull ? text : short.text}</p>}
      {short.truncated && (
        <Button className="button button-small" aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Card>
  );
}
