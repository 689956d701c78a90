// Who is signed in. Sign-in itself arrives with the accounts work; until then nobody is, and the
// gated-page rule already redirects with the right parameters.
import { atom } from './store.ts';

export interface SessionUser {
  id: number;
  phone: string | null;
}

export const sessionAtom = atom<{ loading: boolean; user: SessionUser | null }>({ loading: false, user: null });
