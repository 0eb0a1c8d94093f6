import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import type { Photo } from '@clinic/contracts/content/photo';
import { imageDialogAtom } from '@clinic/state/dialogs';
import { ContentImage } from '../common/content-image.tsx';
import '../common/card.css';
import './photo-card.css';

/** A photo that opens the image viewer through the shared dialog state. */
export function PhotoCard({ photo }: { photo: Photo }) {
  const intl = useIntl();
  const openImage = useSetAtom(imageDialogAtom);
  return (
    <figure className="card photo-card">
      <button
        type="button"
        className="photo-card__open"
        aria-label={intl.formatMessage({ id: 'content.photo.open' }, { caption: photo.caption })}
        onClick={() => openImage({ image: photo.image, alt: photo.caption })}
      >
        <ContentImage className="card__image" src={photo.image} picture={photo.picture} />
      </button>
      <figcaption className="card__body card__text">{photo.caption}</figcaption>
    </figure>
  );
}
