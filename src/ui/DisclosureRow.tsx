import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import './DisclosureRow.css';

/**
 * A section that opens under its own button (a car's Share and Showroom mode): react-aria's disclosure
 * (a button with aria-expanded controlling its panel), drawn as a row with a chevron rather than the
 * browser's <details> triangle.
 */
export function DisclosureRow({ title, className, onOpen, children }: { title: string; className: string; onOpen?: () => void; children: ReactNode }) {
  return (
    <Disclosure className={`disclosure-row ${className}`} onExpandedChange={(expanded) => expanded && onOpen?.()}>
      <Button slot="trigger" className="disclosure-row-trigger">
        {title}
        <svg className="disclosure-row-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Button>
      <DisclosurePanel className="disclosure-row-panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}
