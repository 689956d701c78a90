import { useEffect, useState } from 'react';
import { track } from '../../platform/analytics.ts';
import type { ShareChannel } from '../../domain/car-page.ts';
import { COPY_CONFIRMATION_MS, SHARE_POPUP, shareLink } from '../../domain/car-page.ts';
import { toasts } from '../../state/toasts.ts';

const LABELS: Record<ShareChannel, string> = { facebook: 'Facebook', twitter: 'Twitter', whatsapp: 'WhatsApp', email: 'Email', sms: 'SMS', copy: 'Copy link' };
const POPUP_CHANNELS = new Set<ShareChannel>(['facebook', 'twitter', 'whatsapp']);

/** Spec §2 share: social popups 550x400, e-mail and SMS links, copy with 'Copied' for 1.5 s. */
export function SharePanel({ url, title, channels, toastOnCopy }: { url: string; title: string; channels: readonly ShareChannel[]; toastOnCopy: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      track('share', { channel: 'copy' });
      if (toastOnCopy) toasts.add({ title: `Copied ${title} to your clipboard!`, duration: COPY_CONFIRMATION_MS });
    } catch (error) {
      console.warn('copy failed', error);
    }
  };
  return (
    <ul className="share-list" aria-label="Share this car">
      {channels.map((channel) => (
        <li key={channel}>
          {channel === 'copy' ? (
            <button type="button" className="button button-small" onClick={copy}>
              {copied ? 'Copied' : LABELS.copy}
            </button>
          ) : POPUP_CHANNELS.has(channel) ? (
            <button type="button"
              className="button button-small"
              onClick={() => {
                track('share', { channel });
                window.open(shareLink(channel, url, title), 'share', `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener`);
              }}
            >
              {LABELS[channel]}
            </button>
          ) : (
            <a className="button button-small" href={shareLink(channel, url, title)} onClick={() => track('share', { channel })}>
              {LABELS[channel]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
