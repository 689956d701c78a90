import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface NavDropdownProps {
  id: string;
  label: string;
  openId: string | null;
  /** 'hover' opens on pointer hover as well as on click/keyboard (spec §4 header dropdown). */
  trigger: 'hover' | 'click';
  onOpenChange(id: string | null): void;
  children: ReactNode;
}

/**
 * A disclosure-style navigation dropdown (the WAI pattern for site menus of links): a native button
 * with aria-expanded and aria-controls and a panel of links; Escape closes and returns focus to the
 * button. Native elements, not react-aria's Disclosure: every page hydrates the header, and a
 * react-aria component with an id renders once more, synchronously, after hydration.
 */
export function NavDropdown({ id, label, openId, trigger, onOpenChange, children }: NavDropdownProps) {
  const isOpen = openId === id;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hover = trigger === 'hover';
  const item = useRef<HTMLLIElement>(null);
  // A mouse that came onto the menu before the header was live (nothing listened then) and rests there
  // opens it as the header goes live, as coming onto it would have.
  useEffect(() => {
    if (hover && item.current?.matches(':hover') && matchMedia('(hover: hover)').matches) onOpenChange(id);
  }, [hover, id, onOpenChange]);
  return (
    <li
      ref={item}
      className="nav-dropdown"
      onPointerEnter={hover ? (e) => e.pointerType === 'mouse' && onOpenChange(id) : undefined}
      onPointerLeave={hover ? (e) => e.pointerType === 'mouse' && isOpen && onOpenChange(null) : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && isOpen) {
          onOpenChange(null);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(null);
      }}
    >
      <button type="button" ref={button} className="nav-trigger" aria-expanded={isOpen} aria-controls={panelId} onClick={() => onOpenChange(isOpen ? null : id)}>
        {label}
        <span aria-hidden="true" className="nav-caret">▾</span>
      </button>
      <div id={panelId} className="nav-panel" role="group" aria-label={label} hidden={!isOpen}>
        {children}
      </div>
    </li>
  );
}
