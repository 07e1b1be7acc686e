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

// The same script keeps a form sent before the app has hydrated (Enter pressed while its code
// still loads) from going out natively as GET, which would put the typed password in the URL.
// Once hydrated, every form's own handler has prevented the default before the event reaches
// the window, so this listener then does nothing.
export const sessionGateScript =
  `if(/(?:^|;\\s*)${tokenCookieName}=./.test(document.cookie))document.documentElement.setAttribute("${sessionPendingAttribute}","");` +
  'addEventListener("submit",function(e){e.defaultPrevented||e.preventDefault()})';

export const sessionGateStyle = `html[${sessionPendingAttribute}] #root{visibility:hidden}`;
