import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_WIDTH } from '@clinic/contracts/constants';
import './dialog.css';

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
 * A modal on the native `<dialog>`: focus is trapped and restored by the browser,
 * Escape closes, the backdrop click closes.
 */
export function Dialog({ open, onClose, title, children, width = DIALOG_WIDTH, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
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
          <button type="button" className="ui-dialog__close" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose}>
            ×
          </button>
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
