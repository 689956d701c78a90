import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SiteRating } from './SiteRating.tsx';
import { useAtomValue } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { MenuAnchor } from './MenuAnchor.tsx';
import { ServerHtml } from '../perf/ServerHtml.tsx';
import { headerMenu, type MenuEntry } from './site-menu.ts';

function MenuItems({ entries, trigger, openId, onOpenChange }: { entries: MenuEntry[]; trigger: 'hover' | 'click'; openId: string | null; onOpenChange(id: string | null): void }) {
  return (
    <ul className="nav-list">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <li key={entry.link.href}>
            <MenuAnchor link={entry.link} className={entry.emphasised ? 'nav-link nav-link-emphasised' : 'nav-link'} />
          </li>
        ) : (
          <NavDropdown key={entry.group.id} id={entry.group.id} label={entry.group.label} trigger={trigger} openId={openId} onOpenChange={onOpenChange}>
            {/* The panel's links, the same on every page: kept as the server rendered them. */}
            {entry.group.brands && entry.group.brands.length > 0 && (
              <ServerHtml as="ul" className="nav-brands" label="Brands">
                {entry.group.brands.map((b) => (
                  <li key={b.href}>
                    <MenuAnchor link={b} />
                  </li>
                ))}
              </ServerHtml>
            )}
            <ServerHtml as="ul" className="nav-panel-links">
              {entry.group.links.map((link) => (
                <li key={link.href}>
                  <MenuAnchor link={link} />
                </li>
              ))}
            </ServerHtml>
          </NavDropdown>
        ),
      )}
    </ul>
  );
}

/** Spec §2 site header; dropdowns open on hover on hover-enabled tenants, otherwise on click. */
/** `status` sits beside the brand (the app puts the pending-enquiries indicator there). */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const { tenant, navigation, logoUrl } = useAtomValue(bootstrapAtom)!;
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer repeats the whole menu: it is built the first time it opens (kept after), so the first
  // paint and hydration of every page carry one copy of the menu, not two.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  // Escape closes the open drawer from its button or inside it, focus back on the button (a dropdown
  // open inside it takes that Escape itself).
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !drawerOpen || openId !== null) return;
    setDrawerOpen(false);
    menuButton.current?.focus();
  };
  const entries = headerMenu(tenant, navigation);
  return (
    <header className="site-header" data-dropdown-open={openId !== null ? '' : undefined}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <a href="/" className="site-brand" aria-label={`${tenant.name} home`}>
        <img src={logoUrl} alt="" width={44} height={44} className="site-logo" data-testid="tenant-logo" />
        <span className="site-name">{tenant.name}</span>
      </a>
      <SiteRating place="header" />
      {status}
      <nav aria-label="Main" className="site-nav">
        <MenuItems entries={entries} trigger={tenant.header.dropdownTrigger} openId={openId} onOpenChange={setOpenId} />
      </nav>
      <AccountMenu />
      {/* Narrow screens: the same menu in a panel under the header (a disclosure, not a modal, so
          it costs no overlay machinery on the first screen). */}
      <button type="button" ref={menuButton} className="nav-menu-button" onKeyDown={closeOnEscape} aria-expanded={drawerOpen} aria-controls={drawerId} aria-label={drawerOpen ? 'Close menu' : 'Open menu'} onClick={() => setDrawerOpen(!drawerOpen)}>
        <span aria-hidden="true">{drawerOpen ? '×' : '☰'}</span> Menu
      </button>
      <div id={drawerId} className="nav-drawer" hidden={!drawerOpen} onKeyDown={closeOnEscape}>
        {drawerUsed && (
          <nav aria-label="Main (mobile)" onClick={(e) => (e.target as HTMLElement).closest('a') && setDrawerOpen(false)}>
            <MenuItems entries={entries} trigger="click" openId={openId} onOpenChange={setOpenId} />
          </nav>
        )}
      </div>
    </header>
  );
}
