import { MenuAnchor } from './MenuAnchor.tsx';
import { useAtomValue } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';
import { footerMenu } from './site-menu.ts';
import { SiteRating } from './SiteRating.tsx';
import { ServerHtml } from '../perf/ServerHtml.tsx';

/** The same on every page, and nothing in it to answer but links: kept as the server rendered it. */
export function SiteFooter() {
  const { tenant, navigation } = useAtomValue(bootstrapAtom)!;
  const groups = footerMenu(tenant, navigation);
  return (
    <ServerHtml as="footer" className="site-footer">
      <div className="footer-groups">
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`} className="footer-group">
            <h2 id={`footer-${group.id}`}>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <address className="footer-address">
        <strong>{tenant.name}</strong>
        <SiteRating place="footer" />
        <span>{tenant.address}</span>
        {navigation.phone && <a href={`tel:${navigation.phone.replace(/\s+/g, '')}`}>{navigation.phone}</a>}
      </address>
      <p className="footer-legal">
        <MenuAnchor link={{ href: '/terms-and-conditions', label: 'Terms and Conditions' }} /> · <MenuAnchor link={{ href: '/privacy-policy', label: 'Privacy Policy' }} />
      </p>
    </ServerHtml>
  );
}
