import * as ToastPrimitive from '@radix-ui/react-toast';
import { toastConfig } from '@/config';
import {
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastRoot,
  ToastTitle,
  ToastViewport,
} from './toast';
import type { ToastItem } from './use-toast';

/** The toasts on screen. Its own module so that Radix Toast is not part of a page's first load. */
export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  return (
    <ToastPrimitive.Provider
      duration={toastConfig.durationMs}
      swipeThreshold={toastConfig.swipeThresholdPx}
      swipeDirection="right"
    >
      {toasts.map(({ id, open, title, description, variant, action }) => (
        <ToastRoot
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(isOpen) => {
            if (!isOpen) onDismiss(id);
          }}
        >
          {/* Announced by the viewport's live region instead of Radix's hidden copy, so
                the message exists once in the page (screen readers and text queries alike). */}
          <div className="grid min-w-0 flex-1 gap-1" data-radix-toast-announce-exclude="">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </ToastRoot>
      ))}
      <ToastViewport hotkey={[...toastConfig.hotkey]} aria-live="polite" />
    </ToastPrimitive.Provider>
  );
}
