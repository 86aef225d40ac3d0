import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * 'alertdialog' for a confirmation that interrupts (Radix AlertDialog: a press outside
   * does not dismiss it); 'dialog' for everything else.
   */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (a confirmation has its own Cancel). */
  hideCloseButton?: boolean;
  children?: ReactNode;
  className?: string;
};

// Radix's two modal dialogs have the same parts; an alert dialog's × is its Cancel.
const primitives = {
  dialog: {
    Root: DialogPrimitive.Root,
    Portal: DialogPrimitive.Portal,
    Content: DialogPrimitive.Content,
    Title: DialogPrimitive.Title,
    Description: DialogPrimitive.Description,
    Close: DialogPrimitive.Close,
  },
  alertdialog: {
    Root: AlertDialogPrimitive.Root,
    Portal: AlertDialogPrimitive.Portal,
    Content: AlertDialogPrimitive.Content,
    Title: AlertDialogPrimitive.Title,
    Description: AlertDialogPrimitive.Description,
    Close: AlertDialogPrimitive.Cancel,
  },
};

/**
 * A modal dialog (Radix Dialog, or AlertDialog): focus kept inside, Escape or a click on the
 * backdrop closes it, and focus goes back to what opened it. A bottom sheet on phones. Put
 * `data-autofocus` on the element that should take focus first.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  hideCloseButton = false,
  children,
  className,
}: DialogProps) {
  const { Root, Portal, Content, Title, Description, Close } = primitives[role];
  const focus = useModalDialog(open);
  return (
    <Root open={open} onOpenChange={onOpenChange}>
      <Portal>
        {/* Radix makes the page inert to the pointer; the backdrop takes it back, so a press
            on it is a press outside the panel. Radix's own Overlay would lock scrolling with
            an injected <style>, which the server's Content-Security-Policy refuses. */}
        <div
          className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4"
          style={{ pointerEvents: 'auto' }}
        >
          <Content
            {...focus}
            className={cn(
              'relative flex max-h-[85dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-card p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-card-foreground shadow-xl outline-none sm:max-w-md sm:rounded-3xl sm:pb-6',
              className,
            )}
          >
            <div className={cn('flex flex-col gap-1.5', !hideCloseButton && 'pr-8')}>
              <Title className="text-lg font-bold tracking-tight">{title}</Title>
              {description && (
                <Description asChild>
                  <div className="text-sm text-muted-foreground">{description}</div>
                </Description>
              )}
            </div>
            {children}
            {!hideCloseButton && (
              <Close
                aria-label="Close"
                className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-5" />
              </Close>
            )}
          </Content>
        </div>
      </Portal>
    </Root>
  );
}

/**
 * What the dialog does beside Radix. Radix gives focus back only to its own Trigger, and ours
 * open from plain buttons and menu items, so the opener is kept here; a `data-autofocus`
 * element takes focus first. The page under it is held still by the body's overflow, where
 * Radix's Overlay would have injected a <style>.
 */
function useModalDialog(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return {
    onOpenAutoFocus(event: Event) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const marked = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
        '[data-autofocus]',
      );
      if (!marked) return;
      event.preventDefault();
      marked.focus();
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      // The opener may be gone (the row the action removed); focus then stays on the page.
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
