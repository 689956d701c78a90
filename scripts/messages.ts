// `npm run messages -- --tenant <slug> [--to <mobile or e-mail>] [--all]`: the latest message the
// embedded default wrote for a dealer site (a sign-in code, a saved-search alert), or all of them,
// newest first. Reads DATA_DIR/messages/<slug>/ (DATA_DIR default ./data). E-mail is shown as its
// headers and text (the .eml beside it is the whole message).
import { simpleParser } from 'mailparser';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/server/config.ts';
import { messagesDir } from '../src/server/messages/channel.ts';
import { listMessages, readMessage } from '../src/server/messages/file-drop.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, to: { type: 'string' }, all: { type: 'boolean', default: false } } });
if (!values.tenant) {
  console.error('usage: npm run messages -- --tenant <slug> [--to <mobile or e-mail>] [--all]');
  process.exit(2);
}

const root = messagesDir(readConfig().dataDir);
const paths = await listMessages(root, values.tenant, values.to?.replace(/\s/g, ''));
if (paths.length === 0) {
  console.error(`No messages for ${values.tenant}${values.to ? ` to ${values.to}` : ''} in ${root}/${values.tenant}/`);
  process.exit(1);
}

async function readable(path: string): Promise<string> {
  const raw = await readMessage(path);
  if (!path.endsWith('.eml')) return raw;
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return `From: ${mail.from?.text ?? ''}\nTo: ${to}\nDate: ${mail.date?.toISOString() ?? ''}\nSubject: ${mail.subject ?? ''}\n\n${mail.text ?? ''}`;
}

for (const path of values.all ? paths : paths.slice(0, 1)) {
  console.log(`== ${path}`);
  console.log((await readable(path)).trimEnd());
  console.log();
}
