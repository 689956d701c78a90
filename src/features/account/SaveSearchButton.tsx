// "Save search" on the car search screen (sites with My Garage): keeps the search, its address and
// the request its page makes, in the signed-in shopper's garage, where they can ask to be e-mailed
// new matches. Signed out, it sends them to sign in and back.
import { useState } from 'react';
import { saveSearch } from '../../api/account.ts';
import type { SavedSearchRequest } from '../../domain/account-schema.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { toasts } from '../../state/toasts.ts';
import { useScreenMoves } from '../../platform/screen-moves.tsx';

export function SaveSearchButton({ label, request }: { label: string; request: () => SavedSearchRequest }) {
  const features = useAtomValue(tenantAtom).features;
  const user = useAtomValue(sessionAtom).user;
  const [busy, setBusy] = useState(false);
  const moves = useScreenMoves();
  if (!features.authentication || !features.garage) return null;
  return (
    <button
      type="button"
      className="button save-search-button"
      disabled={busy}
      onClick={async () => {
        const here = location.pathname + location.search;
        if (!user) return moves.move(`/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: here, back: here })}`);
        setBusy(true);
        const answer = await saveSearch({ label, url: here, request: request(), email_alerts: false });
        setBusy(false);
        if (answer.ok) toasts.add({ title: 'Search saved to My Garage', description: 'Turn on e-mails for new matches there.', tone: 'success' });
        else window.alert(answer.message);
      }}
    >
      Save search
    </button>
  );
}
