// A lead form's values, filled from the stored user record (spec §3) once it has been read, and from
// the account when signed in.
import { useEffect, useState } from 'react';
import * as prefill from '../../db/prefill.ts';
import { accountValues } from '../../platform/account-prefill.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import type { SetValue, Values } from './fields.tsx';

/** The name of the field the shopper is in, so a late prefill never rewrites it under their fingers. */
function focusedField(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : null;
}

export function useLeadValues(initial: Values = {}): [Values, SetValue] {
  const [values, setValues] = useState<Values>(initial);
  const user = useAtomValue(sessionAtom).user;
  useEffect(() => {
    let live = true;
    // Signed in, the account (and a vehicle from My Garage) come before the browser's record.
    Promise.all([prefill.read(), accountValues(user, location.search)])
      .then(([record, account]) => ({ ...record, ...account }))
      .then((stored) => {
        if (!live) return;
        const focused = focusedField();
        // What the shopper already typed (or is typing) wins over the stored record.
        setValues((current) => {
          const merged = { ...current };
          for (const [name, value] of Object.entries(stored)) if (value && !current[name] && name !== focused) merged[name] = value;
          return merged;
        });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [user]);
  return [values, (name, value) => setValues((current) => ({ ...current, [name]: value }))];
}
