// A lead form's values, filled from the stored user record (spec §3) once it has been read.
import { useEffect, useState } from 'react';
import * as prefill from '../../db/prefill.ts';
import type { SetValue, Values } from './fields.tsx';

/** The name of the field the shopper is in, so a late prefill never rewrites it under their fingers. */
function focusedField(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : null;
}

export function useLeadValues(initial: Values = {}): [Values, SetValue] {
  const [values, setValues] = useState<Values>(initial);
  useEffect(() => {
    let live = true;
    prefill
      .read()
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
  }, []);
  return [values, (name, value) => setValues((current) => ({ ...current, [name]: value }))];
}
