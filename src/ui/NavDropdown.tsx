import { useRef, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';

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
 * A disclosure-style navigation dropdown (the WAI pattern for site menus of links): a button with
 * aria-expanded and a panel of links, Escape closes and returns focus to the button.
 */
export function NavDropdown({ id, label, openId, trigger, onOpenChange, children }: NavDropdownProps) {
  const isOpen = openId === id;
  const button = useRef<HTMLButtonElement>(null);
  const hover = trigger === 'hover';
  return (
    <li
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
      <Disclosure isExpanded={isOpen} onExpandedChange={(open) => onOpenChange(open ? id : null)}>
        <Button slot="trigger" ref={button} className="nav-trigger">
          {label}
          <span aria-hidden="true" className="nav-caret">▾</span>
        </Button>
        <DisclosurePanel className="nav-panel">{children}</DisclosurePanel>
      </Disclosure>
    </li>
  );
}
