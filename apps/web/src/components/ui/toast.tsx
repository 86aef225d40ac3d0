import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type ToastVariant = 'default' | 'destructive';

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Above the bottom bar on phones, bottom right on wider screens.
        'fixed inset-x-0 bottom-20 z-100 m-0 flex list-none flex-col gap-2 p-4 outline-none md:inset-x-auto md:right-0 md:bottom-0 md:w-[390px]',
        className,
      )}
      {...props}
    />
  );
}

type ToastRootProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function ToastRoot({ variant = 'default', className, ...props }: ToastRootProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'group relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in motion-reduce:animate-none data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:transition-transform',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center self-center rounded-full border border-current/30 px-3 text-sm font-semibold transition-colors hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-full opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
