// The stored user record (spec §3): saved when a lead form is sent and used to prefill the next
// one. Import as a namespace: `import * as prefill from '../db/prefill.ts'`.
import { USER_FIELDS, type StoredUser, type UserField } from './records.ts';
import { PREFILL_KEY } from './schema.ts';
import { readStore, writeStore } from './transactions.ts';

export type UserInput = Partial<Record<UserField, string | null>>;

/**
 * Merges the form's values into the stored record and resolves to the result. A blank field keeps
 * what was stored: leaving the postcode empty on one form must not forget it for the next.
 */
export function save(input: UserInput): Promise<StoredUser> {
  return writeStore('prefill', 'update', async (store) => {
    const merged = mergeUser((await store.get(PREFILL_KEY)) ?? {}, input);
    await store.put(merged, PREFILL_KEY);
    return merged;
  });
}

/** The stored fields; a field never given is absent. */
export async function read(): Promise<StoredUser> {
  return (await readStore('prefill', (store) => store.get(PREFILL_KEY))) ?? {};
}

// Forms hand over all their values; only the five user fields are kept, trimmed.
function mergeUser(stored: StoredUser, input: UserInput): StoredUser {
  const merged: StoredUser = { ...stored };
  for (const field of USER_FIELDS) {
    const value = input[field]?.trim();
    if (value) merged[field] = value;
  }
  return merged;
}
