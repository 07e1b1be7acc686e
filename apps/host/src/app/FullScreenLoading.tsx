import { Spinner } from '@showfolio/ui';

/** Shown by the route guards while the session loads (accounts spec §2). */
export function FullScreenLoading() {
  return (
    <main>
      <Spinner label="Loading..." showLabel size="lg" fullScreen />
    </main>
  );
}
