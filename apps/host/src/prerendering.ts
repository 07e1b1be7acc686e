import { tokenCookieName } from '@showfolio/portfolio-schema';

// What the build's prerender step (app/prerender.tsx) and the host serving its pages
// (server/prerenderedPages.ts) agree on.

/** Stands for APP_URL's origin in the prerendered HTML; the host puts the real one in when serving. */
export const originPlaceholder = '%SHOWFOLIO_ORIGIN%';

// A prerendered page shows a guest's view (the sign-in form, Sign in / Sign up in the top bar). A
// browser holding a session token must not see it even for a moment: this script, inline in the
// page's <head>, runs before the first paint and hides the prerendered content; the app then
// renders from scratch (a loader while the session starts, then the guard's redirect) and lifts the
// mark. Without JavaScript the script does not run and the page reads as prerendered.

/** The attribute on <html> that hides the prerendered content until the app has rendered. */
export const sessionPendingAttribute = 'data-session-pending';

// The same script keeps a form sent before the app has hydrated (Sign In pressed while its code
// still loads) from going out natively as GET, which would put the typed password in the URL. It
// keeps the form (and the button that sent it) in `window[heldSubmitKey]`: the page sends it again
// once hydrated (`takeHeldSubmit`), so the press is not lost. Once hydrated, every form's own
// handler has prevented the default before the event reaches the window, so this listener then
// does nothing.
const heldSubmitKey = '__showfolioHeldSubmit';

export const sessionGateScript =
  `if(/(?:^|;\\s*)${tokenCookieName}=./.test(document.cookie))document.documentElement.setAttribute("${sessionPendingAttribute}","");` +
  `addEventListener("submit",function(e){if(!e.defaultPrevented){e.preventDefault();window.${heldSubmitKey}={form:e.target,submitter:e.submitter}}})`;

/** A form the session gate held back, and the button that sent it. */
export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** The form the visitor sent before the page hydrated (held back by the session gate), once. */
export function takeHeldSubmit(): HeldSubmit | undefined {
  const store = window as unknown as Record<string, HeldSubmit | undefined>;
  const held = store[heldSubmitKey];
  store[heldSubmitKey] = undefined;
  return held;
}

export const sessionGateStyle = `html[${sessionPendingAttribute}] #root{visibility:hidden}`;
