import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DIALOG_WIDTH } from '@clinic/contracts/constants';
import { CloseButton } from './close-button.tsx';
import { focusedElement, returnFocus } from './focus-return.ts';
import './dialog.css';

/** Closed first: while it is modal the rest of the page is inert and cannot take the focus. */
function closeAndReturnFocus(dialog: HTMLDialogElement, opener: { current: Element | null }): void {
  dialog.close();
  returnFocus(opener.current, dialog);
  opener.current = null;
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Dialogs are 650 px wide; the cookie notice is at most 600. */
  width?: number;
  className?: string;
}

/**
 * A modal on the native `<dialog>`: focus is trapped by the browser, Escape closes, the backdrop
 * click closes. Closed, or taken off the page while open (an image viewer that unmounts), it gives
 * the focus back to what had it before it opened.
 */
export function Dialog({ open, onClose, title, children, width = DIALOG_WIDTH, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<Element | null>(null);

  // Before paint, and in a removal before the element leaves the page: focus never passes through `<body>`.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusedElement();
      dialog.showModal?.();
    }
    if (!open && dialog.open) closeAndReturnFocus(dialog, opener);
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeAndReturnFocus(dialog, opener);
    };
  }, []);

  return (
    // A click on the backdrop closes the dialog; from the keyboard, Escape (the cancel event) and the close button do.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`ui-dialog ${className}`.trim()}
      style={{ maxWidth: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="ui-dialog__body">
          <CloseButton className="ui-dialog__close" onClick={onClose} />
          {title && (
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
