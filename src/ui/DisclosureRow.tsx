import { useId, useState, type ReactNode } from 'react';
import './DisclosureRow.css';

/**
 * A section that opens under its own button (a car's Share and Showroom mode): the disclosure pattern
 * in native elements (a button with aria-expanded controlling its panel), drawn as a row with a
 * chevron rather than the browser's <details> triangle. Plain HTML rather than react-aria's
 * Disclosure, as a car page's sidebar hydrates two of these at first paint. The panel's content
 * renders once it is first opened, and stays: what it holds (share buttons, the showroom's saved list)
 * is work the page need not do before a shopper asks.
 */
export function DisclosureRow({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const toggle = () => {
    setExpanded(!expanded);
    setOpened(true);
  };
  return (
    <div className={`disclosure-row ${className}`}>
      <button type="button" id={`${id}trigger`} className="disclosure-row-trigger" aria-expanded={expanded} aria-controls={`${id}panel`} onClick={toggle}>
        {title}
        <svg className="disclosure-row-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={`${id}panel`} className="disclosure-row-panel" role="group" aria-labelledby={`${id}trigger`} hidden={!expanded}>
        {opened && children}
      </div>
    </div>
  );
}
