import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { sessionPendingAttribute } from '../prerendering';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A guest's prerendered page hydrates through the light entry (site.tsx). The app comes here for
// every page that was not prerendered, and for a prerendered one when the visitor has a session
// token (or the router reads the path differently): the session must be checked first, so it
// renders from scratch (the loader, then the guards decide).
// Synchronously, so the prerendered guest view (hidden by the session gate) is replaced before the
// gate lifts.
// A data router (one splat route; App keeps its <Routes>) so screens can use useBlocker: the
// Profile Wizard asks before an in-app link leaves unsaved changes behind.
flushSync(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter([{ path: '*', element: <App /> }])} />
    </StrictMode>,
  ),
);
document.documentElement.removeAttribute(sessionPendingAttribute);
