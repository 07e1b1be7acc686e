import { config } from 'zod';

// Zod compiles object parsers with `new Function` where it may. In a browser its probe for that is
// reported as a Content-Security-Policy violation on every page whose script-src has no
// 'unsafe-eval' (the app's, and any embedding app's), so browsers parse without it. Every module
// that builds a schema imports this first: the setting must be in place before the first object
// schema is built. It is the package's only side effect, listed as such in `sideEffects` (the
// source file and its own file in dist), so bundlers keep it wherever a schema module is kept.
if (typeof document !== 'undefined') config({ jitless: true });
