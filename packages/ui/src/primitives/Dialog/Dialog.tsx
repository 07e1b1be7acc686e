import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../../hooks/useControllableState';
import { Button, type ButtonProps } from '../Button';
import { useLayer } from '../Layer';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  dismissible: boolean;
  titleId: string;
  descriptionId: string;
  contentId: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`Dialog.${part} must be used within Dialog.Root`);
  return context;
}

export interface DialogRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** When false, Escape and backdrop clicks do not close it and the corner close button is hidden. */
  dismissible?: boolean;
  children: ReactNode;
}

function Root({ open: openProp, defaultOpen = false, onOpenChange, dismissible = true, children }: DialogRootProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [hasDescription, setHasDescription] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const contentId = useId();
  return (
    <DialogContext.Provider
      value={{ open, setOpen, dismissible, titleId, descriptionId, contentId, hasDescription, setHasDescription }}
    >
      {children}
    </DialogContext.Provider>
  );
}

export type DialogTriggerProps = Omit<ButtonProps, 'onClick' | 'aria-haspopup' | 'aria-expanded' | 'aria-controls' | 'data-state'>;

function Trigger(props: DialogTriggerProps) {
  const { open, setOpen, contentId } = useDialogContext('Trigger');
  // Like Radix's Dialog.Trigger: it names the dialog it opens and says whether that is open.
  return (
    <Button
      {...props}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      onClick={() => setOpen(true)}
    />
  );
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => !element.hasAttribute('inert'));

export interface DialogContentProps {
  children: ReactNode;
  size?: DialogSize;
  /** Label for the corner close button. */
  closeLabel?: string;
}

function Content({ children, size = 'md', closeLabel = 'Close dialog' }: DialogContentProps) {
  const { open, setOpen, dismissible, titleId, descriptionId, contentId, hasDescription } = useDialogContext('Content');
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The page behind is inert and does not scroll; Escape closes only the topmost layer. Declared
  // before the focus effect so the page is usable again when focus goes back to it.
  useLayer(open, { modalRef: overlayRef, lockScroll: true, onEscape: dismissible ? () => setOpen(false) : undefined });
  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusablesIn(panel).find((element) => !element.dataset.dialogClose) ?? panel).focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = focusablesIn(panelRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && dismissible) setOpen(false);
  };

  return createPortal(
    // The backdrop click is a pointer convenience (keyboard users close with Escape or the button);
    // keys bubbling up from the dialog are handled here to trap focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={overlayRef} className={styles.overlay} onClick={onBackdrop} onKeyDown={onKeyDown} data-state="open">
      <div
        ref={panelRef}
        id={contentId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.content({ size })}
        data-state="open"
      >
        {children}
        {dismissible ? (
          <span className={styles.closeCorner}>
            <Button variant="ghost" size="sm" aria-label={closeLabel} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </Button>
          </span>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

export interface DialogTitleProps {
  children: ReactNode;
}

function Title({ children }: DialogTitleProps) {
  const { titleId } = useDialogContext('Title');
  return (
    <h2 id={titleId} className={styles.title}>
      {children}
    </h2>
  );
}

export interface DialogDescriptionProps {
  children: ReactNode;
}

function Description({ children }: DialogDescriptionProps) {
  const { descriptionId, setHasDescription } = useDialogContext('Description');
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p id={descriptionId} className={styles.description}>
      {children}
    </p>
  );
}

export type DialogCloseProps = Omit<ButtonProps, 'children'> & { children?: ReactNode };

function Close({ children = 'Close', variant = 'secondary', onClick, ...props }: DialogCloseProps) {
  const { setOpen } = useDialogContext('Close');
  return (
    <Button
      {...props}
      variant={variant}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    >
      {children}
    </Button>
  );
}

export interface DialogFooterProps {
  children: ReactNode;
}

function Footer({ children }: DialogFooterProps) {
  return <div className={styles.footer}>{children}</div>;
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  dismissible?: boolean;
  size?: DialogSize;
}

function ControlledDialog({ open, onOpenChange, title, description, children, footer, dismissible, size }: DialogProps) {
  return (
    <Root open={open} onOpenChange={onOpenChange} dismissible={dismissible}>
      <Content size={size}>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Content>
    </Root>
  );
}

/**
 * A modal dialog. Use `<Dialog open onOpenChange title>` for the common case, or the parts
 * (Dialog.Root/Trigger/Content/Title/Description/Close/Footer) to compose your own.
 * Focus is trapped inside and restored to the previously focused element on close; while open the
 * page behind is inert and does not scroll, and Escape closes only the topmost dialog or popover.
 */
export const Dialog = Object.assign(ControlledDialog, { Root, Trigger, Content, Title, Description, Close, Footer });

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Start over?". */
  title: ReactNode;
  /** What confirming does, when the title alone does not say. */
  description?: ReactNode;
  /** The confirming button's text, which names the action ("Reset everything"), never just "OK". */
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before a destructive action: Cancel, and a danger button that closes the dialog
 * and then acts.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <ControlledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Close>Cancel</Close>
          <Button
            variant="danger"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
