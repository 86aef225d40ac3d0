import { mediaLimits, type PostMedia } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/cn';

// The viewer loads with the first image opened: cards alone never need it.
const ImageViewer = lazy(() =>
  import('@/components/ui/image-viewer').then((m) => ({ default: m.ImageViewer })),
);

/** A lone image keeps its own shape, within these bounds; several share a grid of cells. */
const clampRatio = (ratio: number) => Math.min(Math.max(ratio, 3 / 4), 2);

/** The thumbnail's width: its longest side is at most 400 px (mediaLimits.thumbSide). */
const thumbWidth = (m: PostMedia) =>
  Math.round(m.width * Math.min(1, mediaLimits.thumbSide / Math.max(m.width, m.height)));

/**
 * A post's images. Their sizes come with the post, so the grid takes its final shape before
 * any image arrives (no layout shift). Each opens the full-screen viewer.
 */
export function PostMediaGrid({ media }: { media: readonly PostMedia[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (media.length === 0) return null;
  const single = media.length === 1;
  return (
    <>
      <ul
        aria-label="Images"
        className={cn(
          'mt-3 grid gap-1 overflow-hidden rounded-xl',
          single ? 'grid-cols-1' : 'grid-cols-2',
        )}
      >
        {media.map((m, index) => (
          <li
            key={m._id}
            className={cn(media.length === 3 && index === 0 && 'row-span-2')}
            style={{
              aspectRatio: single
                ? clampRatio(m.width / m.height)
                : media.length === 3 && index === 0
                  ? undefined
                  : media.length === 2
                    ? 4 / 5
                    : 4 / 3,
            }}
          >
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open image ${index + 1} of ${media.length}`}
              className="block size-full cursor-zoom-in bg-muted"
            >
              <img
                src={m.thumbUrl}
                srcSet={`${m.thumbUrl} ${thumbWidth(m)}w, ${m.url} ${m.width}w`}
                sizes="(min-width: 640px) 600px, 100vw"
                alt={m.alt}
                width={m.width}
                height={m.height}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={media} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
