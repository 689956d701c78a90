// The viewer's mode tabs: the ARIA tabs pattern on plain elements. react-aria's tab hooks, with the
// collection, selection and focus modules they bring, are about 100 KB of script that the car page
// would load and run before it is live, for two to four tabs whose whole behaviour is the few rules
// below (docs/performance.md). They behave as react-aria's did: selection follows focus, the arrow
// keys go round the ends, Home and End go to the first and last tab, and only the selected tab is a
// tab stop. The tabs render once, on the server too, and hydrate with nothing more to do.
import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** The tab a key moves to from tab `at` of `count`, or null for a key the tabs leave alone. */
function tabMovedTo(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs for `tabs`, with the selected one's panel holding `children`. Every mode's panel holds a control
 * of its own (the spin's stage, the gallery's buttons, the video's controls, the interior's canvas), so
 * the panel is never a tab stop itself. The panel is keyed by the mode: a new mode is a new panel.
 */
export function ModeTabs<K extends string>({ label, tabs, selected, onSelect, children }: { label: string; tabs: TabItem<K>[]; selected: K; onSelect: (key: K) => void; children: ReactNode }) {
  const id = useId();
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-tabpanel-${selected}`;
  const choose = (key: K) => key !== selected && onSelect(key);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tabId(tab.key) === (event.target as Element).id);
    const to = at < 0 ? null : tabMovedTo(event.key, at, tabs.length);
    if (to === null) return;
    event.preventDefault();
    document.getElementById(tabId(tabs[to]!.key))?.focus();
    choose(tabs[to]!.key);
  };
  return (
    <>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="media-modes" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <div
              key={tab.key}
              role="tab"
              id={tabId(tab.key)}
              className="media-mode"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              onClick={() => choose(tab.key)}
            >
              {tab.label}
            </div>
          );
        })}
      </div>
      <div key={selected} role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
