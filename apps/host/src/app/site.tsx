import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sessionPendingAttribute } from '../prerendering';
import { prerenderedPaths, showsNotFoundPage, type PrerenderedPage } from '../routes';
import { guestPages, isGuestPage } from './guestPages';
import { ResendHeldForm } from './ResendHeldForm';
import { isStaticPage, staticPages } from './staticPages';

// The entry of the prerendered pages (the landing, contributors, contact, the legal pages, 404, and
// the guest's sign-in, sign-up and forgot-password pages): a guest's page hydrates with React and
// the page's own components only, without the router or SWR, so these pages stay small. A site
// page gets no session layer at all; an account page a guest's session that signs in or up
// (guestAccount.tsx). Their links load the next page (or the app) in full. A visitor with a
// session token, or a path the router sees differently (`/Signin/` is served the 404 page), gets
// the full app instead, which renders from scratch.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const marker = root.dataset.prerendered;
const { pathname } = window.location;
/** The page the HTML holds, when the router would show that page here too. */
function prerenderedPage(): PrerenderedPage | undefined {
  if (marker === '*') return showsNotFoundPage(pathname) ? 'notFound' : undefined;
  const page = (Object.keys(prerenderedPaths) as (keyof typeof prerenderedPaths)[]).find(
    (name) => prerenderedPaths[name] === marker,
  );
  return page && marker === pathname ? page : undefined;
}
const page = prerenderedPage();
const signedIn = document.documentElement.hasAttribute(sessionPendingAttribute);

if (page && !signedIn && isStaticPage(page)) {
  void staticPages[page]().then((Page) =>
    hydrateRoot(
      root,
      <StrictMode>
        <Page />
        <ResendHeldForm />
      </StrictMode>,
    ),
  );
} else if (page && !signedIn && isGuestPage(page)) {
  void Promise.all([import('./guestAccount'), guestPages[page]()]).then(
    ([{ startGuestPage }, Page]) => startGuestPage(root, Page),
  );
} else {
  void import('./main');
}
