// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import * as prefill from '../../src/db/prefill.ts';
import { wipeDb } from './db-helpers.ts';

beforeEach(wipeDb);

describe('stored user record', () => {
  it('is empty before any form was sent', async () => {
    expect(await prefill.read()).toEqual({});
  });

  it('merges later forms in, never letting a blank overwrite a stored value', async () => {
    await prefill.save({ name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '0412 345 678', postcode: '2000' });
    const merged = await prefill.save({ name: ' Anna ', last_name: '', email: null, phone: '   ', postcode: undefined });
    const expected = { name: 'Anna', last_name: 'Lee', email: 'ana@example.com', phone: '0412 345 678', postcode: '2000' };
    expect(merged).toEqual(expected);
    expect(await prefill.read()).toEqual(expected);
  });

  it('stores no empty strings and only the five user fields', async () => {
    await prefill.save({ name: 'Sam', email: '', message: 'Is it available?' } as prefill.UserInput);
    expect(await prefill.read()).toEqual({ name: 'Sam' });
  });
});
