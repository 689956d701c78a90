// An SMS through a gateway's webhook: POST {to, body} as JSON. A gateway that does not answer 2xx
// within the timeout is a failed send (the caller tells the shopper to try again).
const TIMEOUT_MS = 10_000;

export async function sendSmsToWebhook(url: string, message: { to: string; body: string }): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  await res.body?.cancel();
}
