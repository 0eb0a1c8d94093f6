import type { ReactNode } from 'react';
import type { Picture } from '@clinic/contracts/content/fields';
import { ContentImage } from './content-image.tsx';

/**
 * The top of an item's page: its picture beside what the page says of it first. The picture is the page's
 * largest first image, so it is fetched at once; it only illustrates, so it has no text of its own.
 */
export function DetailHero({ image, picture, children }: { image: string; picture?: Picture; children: ReactNode }) {
  return (
    <div className="detail-hero">
      <ContentImage className="detail-hero__image" src={image} picture={picture} priority />
      <div className="detail-hero__body">{children}</div>
    </div>
  );
}
