// Sign-in codes go out through the message channel, from the dealer site being served: by SMS to a
// mobile, by e-mail to an address.
import type { MessageChannel } from '../messages/channel.ts';
import type { TenantDirectory } from '../tenants/resolve-host.ts';
import type { CodeSender } from './auth.ts';
import { codeEmail, codeSms } from './code-messages.ts';
import { tenantNow } from './tenant-scope.ts';

export function withTenantName(channel: MessageChannel, tenants: TenantDirectory): CodeSender {
  return async (to, code) => {
    const slug = tenantNow('sending a code');
    const name = tenants.bySlug(slug)?.config.name ?? slug;
    const sender = { tenant: { slug, name } };
    if (to.kind === 'mobile') await channel.sendSms(sender, to.value, codeSms(name, code));
    else await channel.sendEmail(sender, codeEmail(name, to.value, code));
  };
}
