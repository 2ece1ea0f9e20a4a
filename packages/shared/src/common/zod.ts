import { z } from 'zod';

// In a browser the page's CSP forbids eval. Zod's JIT would probe `new Function` when the first
// object schema is built, and the browser would report a CSP violation on every page with a
// form. Validation is the same without it. The server keeps the JIT (it has no such policy).
// Every shared schema imports `z` from here so that this runs before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
