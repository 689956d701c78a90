// The viewer's mode tabs on react-aria's tab hooks over react-stately's collection, not
// react-aria-components' Tabs: those build their collection in a second pass once the page has
// hydrated, and re-rendered the tab list and the open panel three to four times while the 360 spin
// preloaded, long tasks in the preload on a throttled phone. The hooks
// build the collection in the render itself, on the server too, so hydration is the only render.
import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Key, type Node, type TabListState } from 'react-stately';

interface TabItem<K extends string> {
  key: K;
  label: string;
}

function ModeTab<K extends string>({ item, state }: { item: Node<TabItem<K>>; state: TabListState<TabItem<K>> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div {...mergeProps(tabProps, focusProps)} ref={ref} className="media-mode" data-selected={isSelected || undefined} data-focus-visible={isFocusVisible || undefined}>
      {item.rendered}
    </div>
  );
}

// Every mode's panel holds a control of its own (the spin's stage, the gallery's buttons, the video's
// controls, the interior's canvas), so the panel is never a tab stop itself. Given no element, the hook
// skips its check for one: that check walks the panel and forces a style pass after every render and
// every node added to it (the spin's canvas, its progress), in the middle of the spin's preload.
const NO_ELEMENT = { current: null };

function ModePanel<K extends string>({ state, children }: { state: TabListState<TabItem<K>>; children: ReactNode }) {
  const { tabPanelProps } = useTabPanel({}, state, NO_ELEMENT);
  return (
    <div {...tabPanelProps} tabIndex={undefined}>
      {children}
    </div>
  );
}

/**
 * Tabs for `tabs`, with the selected one's panel holding `children`. The panel's content comes from the
 * owner as elements: when the tab state re-renders on its own (the focus moving along the tabs), the
 * panel's content, the spin and its preload, is left alone.
 */
export function ModeTabs<K extends string>({ label, tabs, selected, onSelect, children }: { label: string; tabs: TabItem<K>[]; selected: K; onSelect: (key: K) => void; children: ReactNode }) {
  const state = useTabListState<TabItem<K>>({
    items: tabs,
    children: (tab) => <Item key={tab.key}>{tab.label}</Item>,
    selectedKey: selected,
    onSelectionChange: (key: Key | null) => key !== null && onSelect(key as K),
  });
  // The tab state picks its focused tab (where Tab lands) in an effect once mounted: a second render
  // of every tab right after hydration, in the middle of the spin's preload.
  // Picked in the first render instead, an update React applies before it goes on, the tabs render
  // once, and the server's HTML has the chosen tab in the tab order too.
  if (state.selectionManager.focusedKey === null) state.selectionManager.setFocusedKey(selected);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ 'aria-label': label }, state, ref);
  return (
    <>
      <div {...tabListProps} ref={ref} className="media-modes">
        {[...state.collection].map((item) => (
          <ModeTab key={item.key} item={item} state={state} />
        ))}
      </div>
      {/* Keyed by the mode, as react-aria-components' panels were: a new mode is a new panel. */}
      <ModePanel key={selected} state={state}>
        {children}
      </ModePanel>
    </>
  );
}
