import type { ImgHTMLAttributes } from 'react';

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest first image: fetched at once with high priority instead of lazily. */
  priority?: boolean;
}

/** An image with its intrinsic size set, so the layout never shifts when it arrives. */
export function ContentImage({ priority = false, className = '', ...props }: ContentImageProps) {
  return (
    <img
      {...props}
      className={`content-image ${className}`.trim()}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
