import { useState } from 'react';
import { Button } from 'react-aria-components';
import { DEALER_COMMENTS_COLLAPSED_CHARS, DEALER_COMMENTS_PENDING, plainText, truncateText } from '../../domain/car-page.ts';
import { Card } from './VehicleDetails.tsx';

/** Dealer HTML (sanitised by the server); collapsed to 400 characters of its text with show more/less. */
export function DealerComments({ html }: { html: string }) {
  const text = plainText(html);
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text, DEALER_COMMENTS_COLLAPSED_CHARS);
  const showFull = expanded || !short.truncated;
  if (!text) {
    return (
      <Card title="Dealer comments">
        <p>{DEALER_COMMENTS_PENDING}</p>
      </Card>
    );
  }
  return (
    <Card title="Dealer comments">
      {showFull ? <div className="dealer-comments" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="dealer-comments">{short.text}</p>}
      {short.truncated && (
        <Button className="button button-small" aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Card>
  );
}
