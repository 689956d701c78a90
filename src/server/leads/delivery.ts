// Dealer delivery: every stored lead has one delivery row per destination, worked off here with
// retries and backoff, so a CRM that is down gets the lead when it is back.
//
// Destinations come from the tenant's tenant.json `leads` field, with the environment on top for
// secrets and operations (precedence documented in tenants/README.md and README.md):
//   webhook: LEADS_WEBHOOK_<SLUG> (SLUG upper-cased, '-' → '_'), else leads.webhookUrl → JSON POST
//   ADF file drop: DATA_DIR/<leads.adfDir, default adf/<slug>>/lead-<id>.xml, unless LEADS_ADF=off
//     and a webhook is set (so a lead always has a destination).
//   LEADS_RETRY_BASE_MS = 5000 → first retry delay (doubling, max 30 min)
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backoffDelay } from '../../domain/backoff.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import type { Delivery, DeliveryChannel, DeliveryOutcome, LeadsRepository } from '../store/leads-repository.ts';
import { createOutageLog, unavailableReason } from '../store-unavailable.ts';
import { checkAdf, toAdf } from './adf.ts';

export const MAX_DELIVERY_ATTEMPTS = 10;
const WEBHOOK_TIMEOUT_MS = 10_000;

export function deliveryTargets(tenant: Pick<TenantConfig, 'slug' | 'leads'>, env: NodeJS.ProcessEnv = process.env): { channel: DeliveryChannel; destination: string }[] {
  const webhook = env[`LEADS_WEBHOOK_${tenant.slug.toUpperCase().replaceAll('-', '_')}`] || tenant.leads.webhookUrl;
  const targets: { channel: DeliveryChannel; destination: string }[] = [];
  if (webhook) targets.push({ channel: 'webhook', destination: webhook });
  const adfOff = Boolean(webhook) && env.LEADS_ADF === 'off';
  if (!adfOff) targets.push({ channel: 'adf', destination: tenant.leads.adfDir ?? `adf/${tenant.slug}` });
  return targets;
}

async function deliverOne(repo: LeadsRepository, dataDir: string, delivery: Delivery, providerName: (tenant: string) => string): Promise<void> {
  const stored = await repo.lead(delivery.lead_id);
  if (!stored) throw new Error(`lead ${delivery.lead_id} is missing`);
  if (delivery.channel === 'adf') {
    const dir = join(dataDir, delivery.destination);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `lead-${stored.id}.xml`);
    // Written beside, read back and parsed, then renamed: a CRM polling the folder never reads half
    // a file, and a file it could not read is never marked delivered.
    await writeFile(`${file}.tmp`, toAdf(stored, providerName(stored.tenant)));
    checkAdf(await readFile(`${file}.tmp`, 'utf8'));
    await rename(`${file}.tmp`, file);
    return;
  }
  const res = await fetch(delivery.destination, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `forecourt-${stored.tenant}-${stored.id}` },
    body: JSON.stringify({ lead_id: stored.id, tenant: stored.tenant, created_at: stored.created_at, ...stored.lead }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** Deliveries worked off in one run before the worker yields to its next tick. */
const RUN_LIMIT = 20;

/**
 * Works off due deliveries every `intervalMs` and whenever `kick()` is called; stops with the store.
 * Every instance sharing a store runs one; each delivery is claimed by one of them at a time
 * (`workNextDue`). While the store is unavailable a run ends at its first query and the next tick
 * tries again.
 */
export function startDeliveryWorker(
  repo: LeadsRepository,
  opts: { dataDir: string; providerName: (tenant: string) => string; log?: (line: string) => void; intervalMs?: number },
) {
  const base = Number(process.env.LEADS_RETRY_BASE_MS) || 5000;
  const log = opts.log ?? console.error;
  const outage = createOutageLog(log);
  let running = false;
  const attempt = async (delivery: Delivery): Promise<DeliveryOutcome> => {
    try {
      await deliverOne(repo, opts.dataDir, delivery, opts.providerName);
      return { delivered: true };
    } catch (error) {
      // The store (or the disk) failing is not the dealer's failure: no try is counted, the round ends.
      if (unavailableReason(error) || !repo.isOpen()) throw error;
      const attempts = delivery.attempts + 1;
      const next = attempts >= MAX_DELIVERY_ATTEMPTS ? null : Date.now() + backoffDelay(attempts, { base, max: 30 * 60_000 });
      return { delivered: false, error: error instanceof Error ? error.message : String(error), nextAttemptAt: next };
    }
  };
  const run = async () => {
    if (running || !repo.isOpen()) return;
    running = true;
    try {
      let worked = 0;
      while (worked < RUN_LIMIT && repo.isOpen() && (await repo.workNextDue(Date.now(), attempt))) worked++;
    } catch (error) {
      // What was not recorded is due again on the next round.
      const reason = unavailableReason(error);
      if (reason) outage('lead delivery', reason);
      else if (repo.isOpen()) log(`lead delivery: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    if (!repo.isOpen()) clearInterval(timer);
    else void run();
  }, opts.intervalMs ?? 1000);
  timer.unref();
  return { kick: () => void run(), stop: () => clearInterval(timer), runNow: run };
}
