import { useState } from 'react';
import { Button } from 'react-aria-components';
import { truncateText } from '../domain/vehicle-page.ts';

/**
 * Text cut to `chars` characters with a toggle to read it all (spec §4 expand/collapse). The toggle
 * exists only when there is more to read.
 */
export function ExpandableText({ text, chars, startExpanded = false, labels, className }: { text: string; chars: number; startExpanded?: boolean; labels: { more: string; less: string }; className?: string }) {
  const [expanded, setExpanded] = useState(startExpanded);
  const cut = truncateText(text, chars);
  return (
    <div className={className}>
      <p>{expanded ? text : cut.text}</p>
      {cut.truncated && (
        <Button className="link-button" aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? labels.less : labels.more}
        </Button>
      )}
    </div>
  );
}
