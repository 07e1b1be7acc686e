import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A data router (one splat route; App keeps its <Routes>) so screens can use useBlocker: the
// Profile Wizard asks before an in-app link leaves unsaved changes behind.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
