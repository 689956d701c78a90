// The component tier's environment: jsdom (vitest.config.ts), IndexedDB from fake-indexeddb (the
// outbox and saved cars), and each test's tree unmounted after it.
// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS object; react-aria's popovers (a Select's list) escape a name with CSS.escape.
// Identifiers' escaping is enough for the names they pass.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

afterEach(cleanup);
