import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@clinic/contracts/content/fields';

/** The size the content's card and hero images are made at (4:3). */
const CONTENT_IMAGE_SIZE = { width: 400, height: 300 } as const;

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading' | 'alt'> {
  src: string;
  /**
   * Used when the content gives no `picture` (a CMS without it): the alt text and size the page chooses.
   * Without them the image is decorative (the title beside it names what it shows) and of the size the
   * content's images are made at.
   */
  alt?: string;
  width?: number;
  height?: number;
  /** The content's own words and sizes for the picture; its raster formats become `<source>`s. */
  picture?: Picture;
  /** How wide the picture is shown, for choosing from its `srcset`. */
  sizes?: string;
  /** The page's largest first image: fetched at once with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * An image with its intrinsic size set, so the layout never shifts when it arrives; raster
 * pictures offer AVIF and WebP at several widths, with the original format as the fallback.
 */
export function ContentImage({
  priority = false,
  className = '',
  picture,
  sizes,
  alt = '',
  width = CONTENT_IMAGE_SIZE.width,
  height = CONTENT_IMAGE_SIZE.height,
  ...props
}: ContentImageProps) {
  const img = (
    <img
      {...props}
      alt={picture?.alt ?? alt}
      width={picture?.width ?? width}
      height={picture?.height ?? height}
      srcSet={picture?.srcset}
      sizes={picture?.srcset ? sizes : undefined}
      className={`content-image ${className}`.trim()}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (!picture?.sources?.length) return img;
  return (
    <picture className="content-picture">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
