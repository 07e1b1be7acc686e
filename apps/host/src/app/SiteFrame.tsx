import type { ReactNode } from 'react';
import { useAuth } from '@showfolio/api-client';
import { SiteLayout, type SiteVisitor } from '@showfolio/ui';

/** The public site's frame, told who is looking so the top navigation offers the right actions. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const visitor: SiteVisitor = user ? 'signed-in' : status === 'loading' ? 'unknown' : 'guest';
  return <SiteLayout visitor={visitor}>{children}</SiteLayout>;
}
