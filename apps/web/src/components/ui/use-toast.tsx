import { toastConfig } from '@app/contract';
import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastRoot,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
} from './toast';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** One quick way back ('Undo'); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
};

type ToastItem = ToastOptions & { id: number; open: boolean };

type ToastApi = {
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let lastId = 0;

/**
 * Holds the toasts and renders them with Radix Toast, set up as the seed fixes it:
 * 5000 ms, swipe threshold 50 px, F8 to reach the viewport, pause on hover and
 * focus (Radix's default) and at most one toast at a time: a new one replaces the
 * one on screen. A dismissed toast leaves the list after toastConfig.removeDelayMs.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const removalTimers = useRef(new Map<number, number>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      for (const timer of timers.values()) window.clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) =>
      current.map((item) => (item.id === id ? { ...item, open: false } : item)),
    );
    if (removalTimers.current.has(id)) return;
    const timer = window.setTimeout(() => {
      removalTimers.current.delete(id);
      setToasts((current) => current.filter((item) => item.id !== id));
    }, toastConfig.removeDelayMs);
    removalTimers.current.set(id, timer);
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      lastId += 1;
      const id = lastId;
      setToasts((current) =>
        [{ ...options, id, open: true }, ...current].slice(0, toastConfig.limit),
      );
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider
        duration={toastConfig.durationMs}
        swipeThreshold={toastConfig.swipeThresholdPx}
        swipeDirection="right"
      >
        {children}
        {toasts.map(({ id, open, title, description, variant, action }) => (
          <ToastRoot
            key={id}
            open={open}
            variant={variant}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismiss(id);
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
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
