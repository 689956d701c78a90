// A secret the server needs stable across restarts and the same on every instance: the configured
// one (an environment variable), else one made on the first start and kept in the settings table;
// instances starting together on one PostgreSQL each offer one and all keep the first stored.
import { randomBytes } from 'node:crypto';

export interface Settings {
  getSetting(key: string): Promise<string | undefined>;
  settingOnce(key: string, value: string): Promise<string>;
}

export async function storedSecret(settings: Settings, key: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  return (await settings.getSetting(key)) ?? settings.settingOnce(key, randomBytes(32).toString('hex'));
}
