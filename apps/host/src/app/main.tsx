import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createSessionStore, tokenCookie } from '@showfolio/api-client';
import { showsNotFoundPage } from '../routes';
import { sessionPendingAttribute } from '../prerendering';
import { apiClient } from './api';
import { App, preloadPrerenderedPage, type AppProps } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A data router (one splat route; App keeps its <Routes>) so screens can use useBlocker: the
// Profile Wizard asks before an in-app link leaves unsaved changes behind.
const app = (props: AppProps) => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter([{ path: '*', element: <App {...props} /> }])} />
  </StrictMode>
);

// The build prerendered this page as a guest sees it (src/prerender.mjs). Without a token the
// visitor is a guest for sure, so the session starts settled and the first render matches the
// HTML: hydrate it, once the page's chunk is here (hydration must not suspend). With a token the
// session must be checked first: render from scratch (the loader, then the guards decide), as on
// every page that was not prerendered.
// `data-prerendered` names the path the HTML was rendered for, '*' for the 404 page.
const prerendered = root.dataset.prerendered;
const { pathname } = window.location;
const matchesPrerender =
  prerendered === pathname || (prerendered === '*' && showsNotFoundPage(pathname));
if (matchesPrerender && !tokenCookie.get()) {
  const guest = createSessionStore({
    client: apiClient,
    initialState: { user: null, loading: false },
  });
  void preloadPrerenderedPage(pathname).then(() => {
    hydrateRoot(root, app({ session: guest }));
    // The session gate only marks a browser with a token; should it disagree with the cookie
    // parser, the page still shows.
    document.documentElement.removeAttribute(sessionPendingAttribute);
  });
} else {
  const reactRoot = createRoot(root);
  // Synchronously, so the prerendered guest view (hidden by the session gate) is replaced before
  // the gate lifts.
  flushSync(() => reactRoot.render(app({})));
  document.documentElement.removeAttribute(sessionPendingAttribute);
}
