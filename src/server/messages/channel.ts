// How the server reaches a shopper: sign-in codes and saved-search alerts by e-mail or SMS.
//   SMTP_URL set        e-mail goes through that SMTP server (nodemailer)
//   SMS_WEBHOOK_URL set each SMS is POSTed there as JSON {to, body} (the shape SMS gateways take)
//   otherwise           the embedded default: each message is a file under
//                       $DATA_DIR/messages/<tenant>/ (.eml, .txt), for a dealer trying the demo
// E-mail is composed by nodemailer either way (the .eml is the message SMTP would have carried).
import { createTransport } from 'nodemailer';
import { sendSmsToWebhook } from './sms-webhook.ts';
import { dropEmail, dropSms } from './file-drop.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Sender {
  /** The dealer site's slug (the file drop's folder) and name (the From line). */
  tenant: { slug: string; name: string };
}

export interface MessageChannel {
  sendEmail(from: Sender, email: Email): Promise<void>;
  /** `to` is an Australian mobile as stored (04xxxxxxxx). */
  sendSms(from: Sender, to: string, body: string): Promise<void>;
}

export interface MessageConfig {
  dataDir: string;
  smtpUrl: string | null;
  smsWebhookUrl: string | null;
  /** The From address (MAIL_FROM); the dealer's name is its display name. */
  mailFrom: string;
}

export function messagesDir(dataDir: string): string {
  return `${dataDir}/messages`;
}

export function createMessageChannel(config: MessageConfig): MessageChannel {
  const smtp = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  const from = (sender: Sender) => ({ name: sender.tenant.name, address: config.mailFrom });
  return {
    async sendEmail(sender, email) {
      if (smtp) {
        await smtp.sendMail({ from: from(sender), ...email });
        return;
      }
      await dropEmail(messagesDir(config.dataDir), sender.tenant.slug, { from: from(sender), ...email });
    },
    async sendSms(sender, to, body) {
      if (config.smsWebhookUrl) {
        await sendSmsToWebhook(config.smsWebhookUrl, { to: internationalMobile(to), body });
        return;
      }
      await dropSms(messagesDir(config.dataDir), sender.tenant.slug, { from: sender.tenant.name, to, body });
    },
  };
}

/** 0412345678 → +61412345678 (E.164, what SMS gateways expect). */
export function internationalMobile(local: string): string {
  return /^04\d{8}$/.test(local) ? `+61${local.slice(1)}` : local;
}
