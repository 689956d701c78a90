// The embedded default for messages: each one is a file in $DATA_DIR/messages/<tenant>/, an e-mail as
// the .eml nodemailer composes (it opens in any mail program), an SMS as .txt. Names begin with the
// time sent (UTC, to the millisecond) and a counter, so they sort by time; they end with the
// recipient, so a reader can pick out one shopper's messages.
import { createTransport } from 'nodemailer';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

let counter = 0;

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.', '');
/** The recipient as it may appear in a file name. */
export const fileSafe = (recipient: string) => recipient.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_').slice(0, 100);

export function messageFileName(at: Date, kind: 'email' | 'sms', recipient: string): string {
  counter = (counter + 1) % 10_000;
  return `${stamp(at)}-${String(counter).padStart(4, '0')}-${kind}-${fileSafe(recipient)}.${kind === 'email' ? 'eml' : 'txt'}`;
}

async function writeAtomically(dir: string, name: string, content: string | Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  // Written aside and renamed, so a reader never sees half a message.
  await writeFile(`${path}.part`, content);
  await rename(`${path}.part`, path);
  return path;
}

const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function dropEmail(root: string, tenant: string, email: { from: { name: string; address: string }; to: string; subject: string; text: string; html?: string }): Promise<string> {
  const info = await composer.sendMail(email);
  return writeAtomically(join(root, tenant), messageFileName(new Date(), 'email', email.to), info.message as Buffer);
}

export async function dropSms(root: string, tenant: string, sms: { from: string; to: string; body: string }): Promise<string> {
  const text = `From: ${sms.from}\nTo: ${sms.to}\nDate: ${new Date().toISOString()}\n\n${sms.body}\n`;
  return writeAtomically(join(root, tenant), messageFileName(new Date(), 'sms', sms.to), text);
}

/** The tenant's messages, newest first; only those to `recipient` when given. */
export async function listMessages(root: string, tenant: string, recipient?: string): Promise<string[]> {
  const names = await readdir(join(root, tenant)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const suffix = recipient === undefined ? null : `-${fileSafe(recipient)}.`;
  return names
    .filter((name) => /\.(eml|txt)$/.test(name) && (suffix === null || name.includes(suffix)))
    .sort()
    .reverse()
    .map((name) => join(root, tenant, name));
}

export const readMessage = (path: string) => readFile(path, 'utf8');
