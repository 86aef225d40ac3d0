import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { DialogProps } from './dialog';
import { dialogClasses, useDialogFocus } from './dialog-parts';

/**
 * A dialog that interrupts to ask something hard to undo (Radix AlertDialog): it has no
 * corner close button and a press outside does not dismiss it; Escape and its own Cancel
 * do. Focus starts on AlertDialogCancel, or on a `data-autofocus` element.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: Omit<DialogProps, 'hideCloseButton' | 'className'>) {
  const focus = useDialogFocus();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogClasses.overlay}>
          <AlertDialogPrimitive.Content {...focus} className={dialogClasses.panel}>
            <div className={dialogClasses.header}>
              <AlertDialogPrimitive.Title className={dialogClasses.title}>
                {title}
              </AlertDialogPrimitive.Title>
              {description && (
                <AlertDialogPrimitive.Description asChild>
                  <div className={dialogClasses.description}>{description}</div>
                </AlertDialogPrimitive.Description>
              )}
            </div>
            {children}
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Overlay>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** Wrap the safe choice's button (asChild): it closes the dialog and takes focus first. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;
