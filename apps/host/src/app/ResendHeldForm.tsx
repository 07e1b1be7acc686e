import { useEffect } from 'react';
import { takeHeldSubmit } from '../prerendering';

/**
 * Sends again the form a visitor sent while the prerendered page was still loading its code (the
 * session gate held it back, see prerendering.ts): rendered beside a hydrated page, so pressing
 * Sign In early is answered rather than lost. The form is the same element after hydration; a page
 * rendered from scratch has replaced it, and then there is nothing to send.
 */
export function ResendHeldForm() {
  useEffect(() => {
    const held = takeHeldSubmit();
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    const sentByThisForm =
      (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form;
    form.requestSubmit(sentByThisForm ? submitter : null);
  }, []);
  return null;
}
