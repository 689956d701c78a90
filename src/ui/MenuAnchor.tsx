// A site menu link as a plain anchor (client-side navigation through wouter). The header and footer
// render these by the dozen on every page, where react-aria's Link costs several times as much each.
import { Link } from 'wouter';
import type { MenuLink } from './site-menu.ts';

export function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener" className={className}>
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  );
}
