// Each instance keeps one PostgreSQL session of its own beside the pool. On it the instance
//  - LISTENs for the car changes other instances announce (NOTIFY on commit), so its search index and
//    menus follow their writes;
//  - holds an advisory lock named by its instance id for as long as it lives: an Idempotency-Key
//    claim whose owner's lock is free was left by a stopped instance and may be taken over.
// When the session drops (PostgreSQL restarted, a network cut) it is made again with backoff, and
// since notifications sent meanwhile are lost, the instance is told that 'all' cars changed.
import { Client, type ClientConfig } from 'pg';
import type { CarsChanged } from '../store/store.ts';
import { INSTANCE_LOCKS } from './locks.ts';

export const CARS_CHANNEL = 'forecourt_cars';
/** NOTIFY payloads must stay under 8000 bytes: longer id lists are sent as '*' (everything). */
const MAX_PAYLOAD = 7000;

export function carsPayload(instanceId: number, changed: CarsChanged): string {
  const ids = changed === 'all' ? '*' : changed.join(',');
  return `${instanceId}:${ids.length > MAX_PAYLOAD ? '*' : ids}`;
}

function parsePayload(payload: string): { from: number; changed: CarsChanged } | null {
  const match = /^(\d+):(\*|[\d,]*)$/.exec(payload);
  if (!match) return null;
  return { from: Number(match[1]), changed: match[2] === '*' ? 'all' : match[2]!.split(',').filter(Boolean).map(Number) };
}

export interface InstanceSession {
  close(): Promise<void>;
}

export async function openInstanceSession(opts: {
  config: ClientConfig;
  instanceId: number;
  onOtherInstancesCars(changed: CarsChanged): void;
  log(line: string): void;
}): Promise<InstanceSession> {
  let current: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new Client(opts.config);
    // A lost connection also emits 'end', where it is handled.
    client.on('error', () => {});
    client.on('notification', ({ channel, payload }) => {
      const message = channel === CARS_CHANNEL && payload ? parsePayload(payload) : null;
      if (message && message.from !== opts.instanceId) opts.onOtherInstancesCars(message.changed);
    });
    client.on('end', () => {
      if (current !== client || closed) return;
      current = null;
      opts.log('PostgreSQL: the instance session was lost; reconnecting');
      reconnect(250);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CARS_CHANNEL}`);
      await client.query('SELECT pg_advisory_lock($1, $2)', [INSTANCE_LOCKS, opts.instanceId]);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) await client.end().catch(() => {});
    else current = client;
  };

  const reconnect = (delay: number) => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          opts.log('PostgreSQL: the instance session is back');
          opts.onOtherInstancesCars('all');
        },
        () => {
          if (!closed) reconnect(Math.min(delay * 2, 5000));
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
