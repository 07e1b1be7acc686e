import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied!' stays on the button (builder spec §9). */
export const copiedFeedbackMs = 2000;

export interface CopyFeedback {
  copied: boolean;
  copy: (text: string) => Promise<void>;
}

/**
 * Copies text to the clipboard and reports `copied` for two seconds. A failed copy (no clipboard
 * permission, insecure context) is only logged, as the spec's error catalogue asks: the URL stays
 * on screen for the user to select by hand.
 */
export function useCopyFeedback(): CopyFeedback {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Failed to copy to the clipboard', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), copiedFeedbackMs);
  }, []);

  return { copied, copy };
}
