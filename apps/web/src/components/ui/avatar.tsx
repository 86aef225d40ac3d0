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

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** A round profile picture, or a placeholder with the name's initial when there is none. */
export function Avatar({ src, name, size = 'md', alt = '', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-full', sizes[size], className);

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={alt}
        className={cn(classes, 'bg-muted object-cover')}
        onError={() => setFailedSrc(src)}
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
