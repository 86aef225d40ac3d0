import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { dialogClasses, useDialogFocus } from './dialog-parts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hides the corner close button. */
  hideCloseButton?: boolean;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal dialog (Radix): focus kept inside, Escape or a click on the backdrop closes it,
 * and focus goes back to what opened it. A bottom sheet on phones. Put `data-autofocus`
 * on the element that should take focus first. For a confirmation, see AlertDialog.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideCloseButton = false,
  children,
  className,
}: DialogProps) {
  const focus = useDialogFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* The panel sits inside the backdrop, which centres it; a press on the backdrop is outside it. */}
        <DialogPrimitive.Overlay className={dialogClasses.overlay}>
          <DialogPrimitive.Content {...focus} className={cn(dialogClasses.panel, className)}>
            <div className={cn(dialogClasses.header, !hideCloseButton && 'pr-8')}>
              <DialogPrimitive.Title className={dialogClasses.title}>{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description asChild>
                  <div className={dialogClasses.description}>{description}</div>
                </DialogPrimitive.Description>
              )}
            </div>
            {children}
            {!hideCloseButton && (
              <DialogPrimitive.Close
                aria-label="Close"
                className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            )}
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
