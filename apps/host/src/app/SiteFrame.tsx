import { useContext, type ReactNode } from 'react';
import { SiteLayout } from '@showfolio/ui';
import { SiteVisitorContext } from './siteVisitor';

/** The public site's frame, told who is looking so the top navigation offers the right actions. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return <SiteLayout visitor={useContext(SiteVisitorContext)}>{children}</SiteLayout>;
}
