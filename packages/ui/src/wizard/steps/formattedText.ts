import { loadFormattedText } from '@showfolio/templates';
import { useEffect, useState } from 'react';

type FormattedTextComponent = Awaited<ReturnType<typeof loadFormattedText>>;

let loaded: FormattedTextComponent | undefined;
let loading: Promise<FormattedTextComponent> | undefined;

/**
 * Starts (once) loading the templates' prose renderer and its Markdown parser, a chunk of their
 * own: the wizard's route does not carry them, step 6 starts the load so step 7 has it. A failed
 * load is forgotten so the next call tries again.
 */
export function preloadFormattedText(): Promise<FormattedTextComponent> {
  loading ??= loadFormattedText().then(
    (component) => (loaded = component),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The prose renderer once it is here, else undefined (the caller shows the text as typed). Kept
 * in state rather than rendered through React.lazy: a suspended step 7 held back its other updates.
 */
export function useFormattedText(): FormattedTextComponent | undefined {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (component) return;
    let mounted = true;
    preloadFormattedText().then(
      (ready) => {
        if (mounted) setComponent(() => ready);
      },
      // Offline or a failed chunk: the text as typed stays, which says the same.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [component]);
  return component;
}
