import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtom } from 'jotai';
import { imageDialogAtom } from '@clinic/state/dialogs';
import { Dialog } from '@clinic/ui/dialog';
import './image-dialog.css';

/** The image viewer of spec §2; it closes on route change (spec §4). */
export function ImageDialog() {
  const [state, setState] = useAtom(imageDialogAtom);
  const { pathname } = useLocation();
  useEffect(() => () => setState({ image: null }), [pathname, setState]);
  return (
    <Dialog open={state.image !== null} onClose={() => setState({ image: null })} width={1000} className="image-dialog">
      {state.image && (
        <figure className="image-dialog__figure">
          <img src={state.image} alt={state.alt ?? ''} width={1000} height={750} />
          {state.alt && <figcaption>{state.alt}</figcaption>}
        </figure>
      )}
    </Dialog>
  );
}
