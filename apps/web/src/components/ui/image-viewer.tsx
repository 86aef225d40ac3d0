import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { Dialog } from './dialog';

/** How far a finger or the mouse must travel sideways before it counts as a swipe. */
const SWIPE_PX = 50;

export type ViewerImage = { url: string; alt: string; width: number; height: number };

type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/**
 * Images full screen, one at a time, with their alt text: the left and right arrow keys (or
 * the buttons) move between them, Escape closes (Radix Dialog) and focus goes back to the
 * image that opened it. On a touch screen a sideways swipe does what the arrows do.
 */
export function ImageViewer({ images, index, onIndexChange }: ImageViewerProps) {
  const open = index !== null;
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const endSwipe = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    // Mostly sideways only: a vertical drag is someone scrolling or reading the alt text.
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y))
      go(dx < 0 ? 1 : -1);
  };

  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange(((index ?? 0) + 1) % count);
      if (event.key === 'ArrowLeft') onIndexChange(((index ?? 0) - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, count, onIndexChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onIndexChange(null)}
      title={`Image ${(index ?? 0) + 1} of ${count}`}
      description={image?.alt || 'No description'}
      className="h-dvh max-h-dvh w-full max-w-none rounded-none sm:h-[95dvh] sm:max-h-[95dvh] sm:max-w-[95vw] sm:rounded-2xl"
    >
      {image && (
        <div
          onPointerDown={(event) => {
            swipeFrom.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={endSwipe}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
          // The browser leaves sideways moves to us (and keeps vertical scrolling).
          className="flex min-h-0 flex-1 touch-pan-y items-center justify-center gap-2"
        >
          {count > 1 && (
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-muted"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
          )}
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            className="max-h-full min-h-0 min-w-0 flex-1 object-contain"
          />
          {count > 1 && (
            <button
              type="button"
              data-autofocus
              onClick={() => go(1)}
              aria-label="Next image"
              className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-muted"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
