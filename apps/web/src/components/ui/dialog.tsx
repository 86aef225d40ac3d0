import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));

/**
 * Makes everything outside the dialog inert and hidden from assistive technology while it
 * is open (a modal must be the only thing a keyboard or screen reader can reach), and
 * gives it all back on close.
 */
function useModalIsolation(container: HTMLElement | null) {
  useEffect(() => {
    if (!container) return;
    const hidden: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (!(element instanceof HTMLElement) || element === container) continue;
      if (element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true') continue;
      element.setAttribute('aria-hidden', 'true');
      element.setAttribute('inert', '');
      hidden.push(element);
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of hidden) {
        element.removeAttribute('aria-hidden');
        element.removeAttribute('inert');
      }
      document.body.style.overflow = overflow;
    };
  }, [container]);
}

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts; 'dialog' for everything else. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (a confirmation has its own Cancel). */
  hideCloseButton?: boolean;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal dialog: rendered over the page, focus kept inside it, Escape or a click on the
 * backdrop closes it, and focus goes back to what opened it. A bottom sheet on phones.
 * Put `data-autofocus` on the element that should take focus first.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <DialogContent {...props} />;
}

function DialogContent({
  onOpenChange,
  title,
  description,
  role = 'dialog',
  hideCloseButton = false,
  children,
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  if (!containerRef.current && typeof document !== 'undefined') {
    containerRef.current = document.createElement('div');
  }
  const container = containerRef.current;
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!container) return;
    document.body.appendChild(container);
    return () => container.remove();
  }, [container]);

  useModalIsolation(container);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first =
        panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel;
      first.focus();
    }
    return () => {
      // The opener may be gone (a menu item); then focus falls back to the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = focusablesIn(panelRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!container) return null;
  return createPortal(
    // The backdrop is for the mouse only; Escape and the buttons serve the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current(false);
      }}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[85dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-card p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-card-foreground shadow-xl outline-none sm:max-w-md sm:rounded-3xl sm:pb-6',
          className,
        )}
      >
        <div className={cn('flex flex-col gap-1.5', !hideCloseButton && 'pr-8')}>
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </div>
          )}
        </div>
        {children}
        {!hideCloseButton && (
          <button
            type="button"
            aria-label="Close"
            onClick={() => close.current(false)}
            className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </div>,
    container,
  );
}
