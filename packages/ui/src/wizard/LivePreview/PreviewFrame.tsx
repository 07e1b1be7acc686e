import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './LivePreview.css';

// The public page's document shell (standards mode, same viewport rule), so the template lays out
// exactly as it does there. Links open in a new tab instead of replacing the preview.
const shell =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank">' +
  '<style></style></head><body></body></html>';

export interface PreviewFrameProps {
  /** Accessible name of the frame. */
  title: string;
  /** The whole stylesheet of the document inside; nothing of the app's styles reaches it. */
  css: string;
  children: ReactNode;
  /** The frame's size and scale (the live preview lays a page out at a desktop width and scales it down). */
  style?: CSSProperties;
  /** Called with the document's body once the frame has loaded, to reach into the page (scroll it). */
  onBody?: (body: HTMLElement) => void;
}

/**
 * An `<iframe>` whose body React renders into through a portal: the content shares the app's
 * React tree (state, no serialisation) but sits in its own document, with its own styles.
 */
export function PreviewFrame({ title, css, children, style, onBody }: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const style = body?.ownerDocument.head.querySelector('style');
    if (style && style.textContent !== css) style.textContent = css;
  }, [body, css]);

  return (
    <>
      <iframe
        ref={frameRef}
        title={title}
        srcDoc={shell}
        className={styles.pageFrame}
        style={style}
        onLoad={() => {
          const loaded = frameRef.current?.contentDocument?.body;
          setBody(loaded ?? null);
          if (loaded) onBody?.(loaded);
        }}
      />
      {body ? createPortal(children, body) : null}
    </>
  );
}
