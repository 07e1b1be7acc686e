import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The schemas are zod/mini, so a page carries only the parts of zod it uses. Two settings make
// them behave as zod classic did, and every module that builds a schema imports this first: the
// settings must be in place before the first schema is built and parsed. It is the package's only
// side effect, listed as such in `sideEffects` (the source file and its own file in dist), so
// bundlers keep it wherever a schema module is kept.
//
// The English messages classic installs by default: mini installs none, and the few rules without
// a text of their own (bounds on ids and tokens, response shapes) would otherwise say only
// "Invalid input". An explicitly configured locale wins, as with classic.
if (!config().localeError) config(en());
// Zod compiles object parsers with `new Function` where it may. In a browser its probe for that is
// reported as a Content-Security-Policy violation on every page whose script-src has no
// 'unsafe-eval' (the app's, and any embedding app's), so browsers parse without it.
if (typeof document !== 'undefined') config({ jitless: true });
