import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toastConfig } from '@/config';
import type { ToastVariant } from './toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** One quick way back ('Undo'); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

type ToastApi = {
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let lastId = 0;

/**
 * Holds the toasts, which Toaster renders with Radix Toast set up as the seed fixes it:
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
      {children}
      {/* Radix Toast loads with the first toast, not with the page (see Toaster). */}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
