import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-base',
  xl: 'size-24 text-3xl',
} as const;

type AvatarProps = {
  src?: string | null | undefined;
  name: string;
  size?: keyof typeof sizes;
  /** Empty when the name is already written next to the avatar. */
  alt?: string;
  className?: string;
};

/** The 96 px copy the server stores next to every 400 px picture (PRODUCT.md rule 10). */
export const smallPicture = (url: string): string => url.replace(/-400\.jpg$/, '-96.jpg');

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * A round profile picture, or a placeholder with the name's initial when there is none.
 * Up to 48 px it shows the 96 px copy (sharp on a 2x screen, a tenth of the bytes), and
 * falls back to the full picture, then the initial, when a copy fails to load.
 */
export function Avatar({ src, name, size = 'md', alt = '', className }: AvatarProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const classes = cn('shrink-0 rounded-full', sizes[size], className);
  const preferred = src && size !== 'xl' ? smallPicture(src) : src;
  const shown = [preferred, src].find((url) => url && !failed.includes(url));

  if (shown) {
    return (
      <img
        src={shown}
        alt={alt}
        className={cn(classes, 'bg-muted object-cover')}
        onError={() => setFailed((urls) => [...urls, shown])}
      />
    );
  }

  const placeholderClasses = cn(
    classes,
    'inline-flex select-none items-center justify-center bg-gradient-to-br from-sky-700 to-indigo-600 font-semibold text-white',
  );
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={placeholderClasses}>
        {initialOf(name)}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={placeholderClasses}>
      {initialOf(name)}
    </span>
  );
}
