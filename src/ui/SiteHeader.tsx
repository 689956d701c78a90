import { Link } from 'wouter';
import { bootstrapAtom, useAtomValue } from '../state/store.ts';

export function SiteHeader() {
  const bootstrap = useAtomValue(bootstrapAtom)!;
  return (
    <header className="site-header">
      <Link href="/" className="site-brand" aria-label={`${bootstrap.tenant.name} home`}>
        <img src={bootstrap.logoUrl} alt="" width={44} height={44} className="site-logo" data-testid="tenant-logo" />
        <span className="site-name">{bootstrap.tenant.name}</span>
      </Link>
    </header>
  );
}
