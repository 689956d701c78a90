// The app's analytics module (spec §7): events by name or spec id. Delivery to a dealer's analytics
// arrives with the leads work; failures only ever warn (spec §8).
export type AnalyticsEvent = { name: string; properties: Record<string, unknown>; at: number };

type Sink = (event: AnalyticsEvent) => void;

const sinks: Sink[] = [];
/**
 * The page's latest events, handed to a sink that starts late: delivery to the dealer API loads once
 * the page is idle, after a car page has already tracked its view.
 */
const recent: AnalyticsEvent[] = [];
const RECENT_LIMIT = 50;

function deliver(sink: Sink, event: AnalyticsEvent): void {
  try {
    sink(event);
  } catch (error) {
    console.warn('analytics sink failed', error);
  }
}

/** Adds a sink; it first hears the events tracked before it started (the latest RECENT_LIMIT). */
export function onAnalytics(sink: Sink): () => void {
  for (const event of recent) deliver(sink, event);
  sinks.push(sink);
  return () => sinks.splice(sinks.indexOf(sink), 1);
}

export function track(name: string | number, properties: Record<string, unknown> = {}): void {
  const event = { name: String(name), properties, at: Date.now() };
  recent.push(event);
  if (recent.length > RECENT_LIMIT) recent.shift();
  for (const sink of sinks) deliver(sink, event);
}
