// zod for every schema in the product, set up once. Jitless: zod's compiled parsers first probe for
// eval, which the pages' Content-Security-Policy forbids, and the browser reports each blocked probe
// as a security-policy violation. The interpreted parsers give the same results.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
