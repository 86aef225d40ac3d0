import { useRef } from 'react';

/** Dialog and AlertDialog look alike: a bottom sheet on phones, a card from sm up. */
export const dialogClasses = {
  overlay: 'fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4',
  panel:
    'relative flex max-h-[85dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-card p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-card-foreground shadow-xl outline-none sm:max-w-md sm:rounded-3xl sm:pb-6',
  header: 'flex flex-col gap-1.5',
  title: 'text-lg font-bold tracking-tight',
  description: 'text-sm text-muted-foreground',
};

/**
 * Where focus goes when a dialog opens and closes. Radix gives focus back only to its own
 * Trigger, and our dialogs open from plain buttons and menu items, so the opener is kept
 * here. A `data-autofocus` element inside takes focus first; else Radix picks the first
 * field (AlertDialog: Cancel).
 */
export function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
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
