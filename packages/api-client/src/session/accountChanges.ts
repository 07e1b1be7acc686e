// The app's tabs tell each other when the account changed in one of them (an address verified
// from the mail's link), so a dialog waiting in another tab moves on without a reload.
const channelName = 'showfolio:account';

/** Tells the app's other tabs in this browser that the account changed. */
export function announceAccountChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever another tab announces a change; returns the way to stop listening. */
export function onAccountChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => listener();
  return () => channel.close();
}
