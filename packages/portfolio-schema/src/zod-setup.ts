import { config } from 'zod';

// Zod compiles object parsers with `new Function` where it may. In a browser its probe for that is
// reported as a Content-Security-Policy violation on every page whose script-src has no
// 'unsafe-eval' (the app's, and any embedding app's), so browsers parse without it. Every schema
// module imports this first: the setting must be in place before the first object schema is built.
if (typeof document !== 'undefined') config({ jitless: true });
