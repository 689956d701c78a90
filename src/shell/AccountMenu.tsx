// The header's account entry on sites with sign-in: "Sign in" for a signed-out shopper; for a
// signed-in one, a menu (My Garage, Sign out) under their name. A native disclosure like the header's
// dropdowns (every page hydrates the header). On a phone, and beside the desktop menu below the
// widest screens, it is an icon with the words for assistive technology, so the header stays one row.
import { useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { signOutHere } from '../platform/account-actions.ts';
import { sessionAtom } from '../state/session.ts';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="account-icon">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function AccountMenu() {
  const features = useAtomValue(tenantAtom).features;
  const { user } = useAtomValue(sessionAtom);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (!features.authentication) return null;
  const here = search ? `${path}?${search}` : path;
  if (!user) {
    const signIn = path === '/sign-in' ? `/sign-in?${search}` : `/sign-in?${new URLSearchParams({ redirect: here, back: here })}`;
    return (
      <a className="account-trigger" href={signIn} title="Sign in">
        <PersonIcon />
        <span className="account-label">Sign in</span>
      </a>
    );
  }
  const close = () => setOpen(false);
  return (
    <div
      className="account-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button type="button" ref={button} className="account-trigger" title="Your account" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <PersonIcon />
        <span className="account-label">{user.name ? `Hi, ${user.name}` : 'Your account'}</span>
        <span aria-hidden="true" className="nav-caret">▾</span>
      </button>
      <div id={panelId} className="nav-panel account-panel" role="group" aria-label="Your account" hidden={!open}>
        <ul>
          {features.garage && (
            <li>
              <a href="/my-garage" onClick={close}>
                My Garage
              </a>
            </li>
          )}
          <li>
            <button
              type="button"
              className="account-sign-out"
              onClick={async () => {
                const outcome = await signOutHere();
                if (!outcome.ok) return setFailed(outcome.message);
                close();
                navigate('/');
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
        {failed && (
          <p role="alert" className="account-error">
            {failed}
          </p>
        )}
      </div>
    </div>
  );
}
