// The app's analytics module (spec §7): events by name or spec id. Delivery to a dealer's analytics
// arrives with the leads work; failures only ever warn (spec §8).
export type AnalyticsEvent = { name: string; properties: Record<string, unknown>; at: number };

const sinks: ((event: AnalyticsEvent) => void)[] = [];

export function onAnalytics(sink: (event: AnalyticsEvent) => void): () => void {
  sinks.push(sink);
  return () => sinks.splice(sinks.indexOf(sink), 1);
}

export function track(name: string | number, properties: Record<string, unknown> = {}): void {
  const event = { name: String(name), properties, at: Date.now() };
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      console.warn('analytics sink failed', error);
    }
  }
}
