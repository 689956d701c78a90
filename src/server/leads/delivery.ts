// Dealer delivery: every stored lead has one delivery row per destination, worked off here with
// retries and backoff, so a CRM that is down gets the lead when it is back.
//
// Destinations come from the tenant's tenant.json `leads` field, with the environment on top for
// secrets and operations (precedence documented in tenants/README.md and README.md):
//   webhook: LEADS_WEBHOOK_<SLUG> (SLUG upper-cased, '-' → '_'), else leads.webhookUrl → JSON POST
//   ADF file drop: DATA_DIR/<leads.adfDir, default adf/<slug>>/lead-<id>.xml, unless LEADS_ADF=off
//     and a webhook is set (so a lead always has a destination).
//   LEADS_RETRY_BASE_MS = 5000 → first retry delay (doubling, max 30 min)
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backoffDelay } from '../../domain/backoff.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import type { Delivery, DeliveryChannel, LeadsRepository } from '../sqlite/leads-repository.ts';
import { toAdf } from './adf.ts';

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

async function deliverOne(repo: LeadsRepository, delivery: Delivery, providerName: (tenant: string) => string): Promise<void> {
  const stored = repo.lead(delivery.lead_id);
  if (!stored) throw new Error(`lead ${delivery.lead_id} is missing`);
  if (delivery.channel === 'adf') {
    const dir = join(repo.dataDir, delivery.destination);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `lead-${stored.id}.xml`);
    // Written beside and renamed, so a CRM polling the folder never reads half a file.
    await writeFile(`${file}.tmp`, toAdf(stored, providerName(stored.tenant)));
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

/** Works off due deliveries every `intervalMs` and whenever `kick()` is called; stops with the database. */
export function startDeliveryWorker(repo: LeadsRepository, providerName: (tenant: string) => string, intervalMs = 1000) {
  const base = Number(process.env.LEADS_RETRY_BASE_MS) || 5000;
  let running = false;
  const run = async () => {
    if (running || !repo.isOpen()) return;
    running = true;
    try {
      for (const delivery of repo.dueDeliveries(Date.now())) {
        try {
          await deliverOne(repo, delivery, providerName);
          if (repo.isOpen()) repo.markDelivered(delivery.id);
        } catch (error) {
          if (!repo.isOpen()) return;
          const attempts = delivery.attempts + 1;
          const next = attempts >= MAX_DELIVERY_ATTEMPTS ? null : Date.now() + backoffDelay(attempts, { base, max: 30 * 60_000 });
          repo.markAttemptFailed(delivery.id, error instanceof Error ? error.message : String(error), next);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    if (!repo.isOpen()) clearInterval(timer);
    else void run();
  }, intervalMs);
  timer.unref();
  return { kick: () => void run(), stop: () => clearInterval(timer), runNow: run };
}
