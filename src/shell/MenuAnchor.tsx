// A site menu link as a plain anchor: the app's one document-wide listener (src/app/app-links.ts)
// moves within the app without a page load. The header and footer render these by the dozen on every
// page, where a router Link or react-aria's Link costs a component and a subscription each.
import type { MenuLink } from './site-menu.ts';

const NEW_WINDOW = { target: '_blank', rel: 'noopener' } as const;

export function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <a href={link.href} className={className} {...(link.external ? NEW_WINDOW : {})}>
      {link.label}
    </a>
  );
}
