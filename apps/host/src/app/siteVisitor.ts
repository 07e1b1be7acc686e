import { createContext } from 'react';
import type { SiteVisitor } from '@showfolio/ui';

/**
 * Who is looking at the public site. The full app provides it from the session (App.tsx); the
 * prerendered site pages hydrate without the session layer (site.tsx), for a guest. Kept apart from
 * SiteFrame so the app's entry does not pull the site's frame in with it.
 */
export const SiteVisitorContext = createContext<SiteVisitor>('guest');
