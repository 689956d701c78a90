// The message channel against real services: e-mail through a real SMTP server (smtp-server, with
// authentication, as a mail relay would ask), SMS as a JSON POST to a gateway's webhook, and the
// embedded default's files, which sort by time. Then the whole server switched to both: a sign-in
// code reaches the SMTP server and the gateway, and a gateway that fails is a 503 the shopper can
// retry, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMessageChannel } from '../../src/server/messages/channel.ts';
import { listMessages, readMessage } from '../../src/server/messages/file-drop.ts';
import { call, client } from './accounts-helpers.ts';
import { startTestServer, tempDir, type TestServer } from './harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

let smtp: SMTPServer;
let smtpPort: number;
const mails: Received[] = [];
let gateway: Server;
let gatewayUrl: string;
const sms: { body: unknown; contentType: string | undefined }[] = [];
let gatewayStatus = 200;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay' && auth.password === 's3cret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      sms.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), contentType: req.headers['content-type'] });
      res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const sender = { tenant: { slug: 'metro-auto-group', name: 'Metro Auto Group' } };

describe('the message channel', () => {
  it('sends e-mail through the SMTP server of SMTP_URL, from the dealer by name', async () => {
    const channel = createMessageChannel({ dataDir: tempDir(), smtpUrl: `smtp://relay:s3cret@127.0.0.1:${smtpPort}`, smsWebhookUrl: null, mailFrom: 'no-reply@metro.example' });
    await channel.sendEmail(sender, { to: 'shopper@example.com', subject: 'Your code', text: 'It is 123456.' });
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@metro.example', to: ['shopper@example.com'], user: 'relay' });
    expect(mail.raw).toMatch(/^From: Metro Auto Group <no-reply@metro\.example>/m);
    expect(mail.raw).toContain('It is 123456.');
  });

  it('fails a send the SMTP server refuses (wrong password), for the caller to report', async () => {
    const channel = createMessageChannel({ dataDir: tempDir(), smtpUrl: `smtp://relay:wrong@127.0.0.1:${smtpPort}`, smsWebhookUrl: null, mailFrom: 'no-reply@metro.example' });
    await expect(channel.sendEmail(sender, { to: 'shopper@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
  });

  it('POSTs an SMS as JSON {to, body} to SMS_WEBHOOK_URL, the number in international form', async () => {
    const channel = createMessageChannel({ dataDir: tempDir(), smtpUrl: null, smsWebhookUrl: gatewayUrl, mailFrom: 'x@y.z' });
    await channel.sendSms(sender, '0412345678', 'Your code is 123456');
    expect(sms.at(-1)).toEqual({ body: { to: '+61412345678', body: 'Your code is 123456' }, contentType: 'application/json' });
  });

  it('writes .eml and .txt files under messages/<tenant>/ whose names sort by time', async () => {
    const dataDir = tempDir();
    const channel = createMessageChannel({ dataDir, smtpUrl: null, smsWebhookUrl: null, mailFrom: 'no-reply@metro.example' });
    await channel.sendSms(sender, '0412345678', 'first');
    await channel.sendEmail(sender, { to: 'a@example.com', subject: 'second', text: 'second' });
    await channel.sendSms(sender, '0412345678', 'third');
    const names = readdirSync(join(dataDir, 'messages', 'metro-auto-group'));
    expect(names).toHaveLength(3);
    const newestFirst = await listMessages(join(dataDir, 'messages'), 'metro-auto-group');
    expect(await Promise.all(newestFirst.map(async (path) => (await readMessage(path)).includes('third') ? 'third' : (await readMessage(path)).includes('Subject: second') ? 'second' : 'first'))).toEqual(['third', 'second', 'first']);
    expect(newestFirst[1]).toMatch(/-email-a@example\.com\.eml$/);
    expect(await listMessages(join(dataDir, 'messages'), 'metro-auto-group', '0412345678')).toHaveLength(2);
    // npm run messages prints the latest (to one recipient here), an e-mail as its headers and text.
    const printed = execFileSync('npx', ['tsx', 'scripts/messages.ts', '--tenant', 'metro-auto-group', '--to', 'a@example.com'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(printed).toMatch(/^From: "Metro Auto Group" <no-reply@metro\.example>\nTo: a@example\.com\nDate: .*\nSubject: second\n\nsecond$/m);
  });
});

describe('the server with SMTP_URL and SMS_WEBHOOK_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: `smtp://relay:s3cret@127.0.0.1:${smtpPort}`, SMS_WEBHOOK_URL: gatewayUrl, MAIL_FROM: 'codes@metro.example' });
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  });

  it('sends the sign-in code by SMTP and by the gateway, and writes no files', async () => {
    const who = client('metro-auto-group', '127.0.0.1');
    expect((await call(server, who, 'POST', '/api/account/code', { email: 'smtp-shopper@example.com' })).status).toBe(200);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['smtp-shopper@example.com']);
    const code = /\b(\d{6})\b/.exec(mail.raw)![1];
    const signedIn = await call(server, who, 'POST', '/api/account/sign-in', { email: 'smtp-shopper@example.com', code });
    expect(signedIn.status).toBe(200);

    expect((await call(server, who, 'POST', '/api/account/code', { mobile: '0412 000 777' })).status).toBe(200);
    expect(sms.at(-1)!.body).toMatchObject({ to: '+61412000777', body: expect.stringMatching(/^\d{6} is your Metro Auto Group sign-in code/) });
    expect(await listMessages(join(server.config.dataDir, 'messages'), 'metro-auto-group')).toEqual([]);
  });

  it('answers 503 with Retry-After when the gateway fails, never a 500', async () => {
    gatewayStatus = 502;
    try {
      const res = await call(server, client('metro-auto-group', '127.0.0.2'), 'POST', '/api/account/code', { mobile: '0412 000 778' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(((await res.json()) as { message: string }).message).toMatch(/couldn't send your code/);
    } finally {
      gatewayStatus = 200;
    }
  });
});
