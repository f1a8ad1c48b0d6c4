import { z } from 'zod';

/**
 * In a browser, Zod must not compile validators with `new Function`: the web runs under a
 * Content-Security-Policy without 'unsafe-eval', and even Zod's probe for it raises a policy
 * violation. Zod decides when a schema is built, so this runs before any schema of the domain
 * (it is the first import of the package). The server keeps the compiled, faster validators.
 */
if ('document' in globalThis) z.config({ jitless: true });
