import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sessionPendingAttribute } from '../prerendering';
import { prerenderedPaths, showsNotFoundPage } from '../routes';
import { isStaticPage, staticPages, type StaticPage } from './staticPages';

// The entry of the prerendered public site pages (landing, contributors, contact, the legal pages,
// 404): a guest's page hydrates with React and the page's own components only, without the router,
// the session layer or SWR, so the landing page stays small. Its links load the next page (or the
// app) in full. A visitor with a session token, or a path the router sees differently (`/Signin/`
// is served the 404 page), gets the full app instead, which renders from scratch.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const marker = root.dataset.prerendered;
const { pathname } = window.location;
/** The page the HTML holds, when the router would show that page here too. */
function prerenderedPage(): StaticPage | undefined {
  if (marker === '*') return showsNotFoundPage(pathname) ? 'notFound' : undefined;
  const page = (Object.keys(prerenderedPaths) as (keyof typeof prerenderedPaths)[]).find(
    (name) => prerenderedPaths[name] === marker,
  );
  return page && marker === pathname && isStaticPage(page) ? page : undefined;
}
const page = prerenderedPage();
const signedIn = document.documentElement.hasAttribute(sessionPendingAttribute);

if (page && !signedIn) {
  void staticPages[page]().then((Page) =>
    hydrateRoot(
      root,
      <StrictMode>
        <Page />
      </StrictMode>,
    ),
  );
} else {
  void import('./main');
}
