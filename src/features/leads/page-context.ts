// What a lead says about where it was sent from: the page, the browser, and the session's trail and
// landing query (tracked from the start by src/platform/page-trail.ts).
import type { PageContext } from '../../domain/lead-payload.ts';
import { saveTrail } from '../../platform/page-trail.ts';

export function pageContext(): PageContext {
  return { url: location.href, userAgent: navigator.userAgent, ...saveTrail() };
}
