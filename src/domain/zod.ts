// zod for every schema in the product, set up once. Jitless: zod's compiled parsers first probe for
// eval, which the pages' Content-Security-Policy forbids, and the browser reports each blocked probe
// as a security-policy violation. The interpreted parsers give the same results.
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/** One complaint about one field of a request or form, as the API answers it and forms show it. */
export interface FieldError {
  field: string;
  message: string;
}

/** zod's issues as field errors; an issue about the whole value (not an object, say) is `body`'s. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
}
