import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtom } from 'jotai';
import { CLOSED_IMAGE_DIALOG, imageDialogAtom } from '@clinic/state/dialogs';

const ImageViewer = lazy(() => import('./image-viewer.tsx'));

/** The image viewer any remote opens through `imageDialogAtom`; it closes on route change. */
export function ImageDialog() {
  const [image, setImage] = useAtom(imageDialogAtom);
  const { pathname } = useLocation();

  useEffect(() => {
    setImage((current) => (current.image === null ? current : CLOSED_IMAGE_DIALOG));
  }, [pathname, setImage]);

  if (image.image === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer src={image.image} alt={image.alt ?? ''} onClose={() => setImage(CLOSED_IMAGE_DIALOG)} />
    </Suspense>
  );
}
