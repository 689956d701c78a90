// How each dealer site's accounts are kept apart. better-auth knows one user base; Forecourt has one
// per dealer site (the same e-mail or mobile on two sites is two accounts that know nothing of each
// other). One better-auth instance serves every site, over shared tables in which every row carries
// its site (`tenant`); this wrapper around its database adapter puts the site of the request being
// served into every row it creates and into the `where` of every read, update and delete, so a
// lookup by e-mail, mobile, session token or code only ever finds the site's own rows. The site comes
// from the request (`withTenant`, set by the accounts routes from the Host header); a database call
// made outside one is refused rather than run unscoped. Uniqueness is per site in the schema
// (UNIQUE (tenant, email), (tenant, phone_number)), and every lookup leads with an indexed column.
// Nothing here grows with the number of sites: no instance, table, secret or cache per dealer.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DBAdapter, Where } from 'better-auth';

/** The column (and better-auth field) every accounts row carries. */
export const TENANT_FIELD = 'tenant';

const currentTenant = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it awaits) as the dealer site `tenant` (its slug). */
export function withTenant<T>(tenant: string, work: () => T): T {
  return currentTenant.run(tenant, work);
}

export class NoTenantError extends Error {
  constructor(what: string) {
    super(`accounts: ${what} outside a dealer site's request`);
    this.name = 'NoTenantError';
  }
}

/** The dealer site being served (its slug); throws outside one. */
export function tenantNow(what: string): string {
  const tenant = currentTenant.getStore();
  if (!tenant) throw new NoTenantError(what);
  return tenant;
}

/** `where` narrowed to the current site. Its other conditions keep their AND/OR grouping: the adapter ANDs the AND list with the OR group. */
export function scopedWhere(where: readonly Where[] | undefined, what = 'a query'): Where[] {
  return [...(where ?? []).filter((w) => w.field !== TENANT_FIELD), { field: TENANT_FIELD, value: tenantNow(what), operator: 'eq', connector: 'AND' }];
}

type ModelArgs = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown>; set?: Record<string, unknown> };

/** A row's site is fixed when it is made: an update never moves it. */
const withoutTenant = (values: Record<string, unknown> | undefined) => {
  if (!values) return values;
  const { [TENANT_FIELD]: _ignored, ...rest } = values;
  return rest;
};

function scopeArgs(method: string, args: ModelArgs): ModelArgs {
  if (method === 'create') return { ...args, data: { ...args.data, [TENANT_FIELD]: tenantNow(`creating a ${args.model}`) } };
  return { ...args, where: scopedWhere(args.where, `${method} on ${args.model}`), update: withoutTenant(args.update), set: withoutTenant(args.set) };
}

const isModelCall = (arg: unknown): arg is ModelArgs => typeof arg === 'object' && arg !== null && typeof (arg as { model?: unknown }).model === 'string';

/**
 * The adapter with every model call scoped to the current site. Calls are found by their argument
 * (an object naming a `model`), so a method better-auth adds later is scoped too, not let through.
 */
export function scopeToTenant<A extends Omit<DBAdapter, 'transaction'> & Partial<Pick<DBAdapter, 'transaction'>>>(adapter: A): A {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return (callback: (trx: Omit<DBAdapter, 'transaction'>) => Promise<unknown>) =>
          (value as DBAdapter['transaction']).call(target, (trx) => callback(scopeToTenant(trx)));
      }
      return (...args: unknown[]) => {
        const [first, ...rest] = args;
        return (value as (...a: unknown[]) => unknown).call(target, isModelCall(first) ? scopeArgs(String(property), first) : first, ...rest);
      };
    },
  });
}
