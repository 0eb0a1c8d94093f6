import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';

interface Props {
  name: string;
  /** The page the item itself leads to; without it the whole item is the toggle. */
  href?: string;
  /** The panel; gets a function that closes the menu. */
  children: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * A disclosure dropdown of the header navigation: opens on hover and with its toggle
 * button (aria-expanded), closes on Escape wherever focus is (back to the toggle if it was
 * inside), when focus leaves it and on navigation. Without scripts, style alone opens it on
 * hover and while focus is inside (a click on the toggle focuses it).
 */
export function NavDropdown({ name, href, children, className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const intl = useIntl();
  const { pathname } = useLocation();
  // A pointer that comes to the item opens it; the click that follows must keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };
  const toggle = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
    } else {
      setOpen(!open);
    }
  };

  useEffect(close, [pathname]);

  // On the document, not the item: a menu opened by hover has no focus inside to catch the key. Heard from the
  // commit that opens the menu (a layout effect), so an Escape pressed as it appears is not lost.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = itemRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <li
      ref={itemRef}
      className={`nav-item nav-item--menu ${open ? 'nav-item--open' : ''} ${className}`.trim()}
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      {href && (
        <Link className="nav-item__link nav-item__link--before-toggle" to={href}>
          {name}
        </Link>
      )}
      {/* Beside a link the toggle is the chevron alone, named for the submenu; without one it is the item itself. */}
      <button
        ref={toggleRef}
        type="button"
        className={href ? 'nav-item__toggle' : 'nav-item__link nav-item__button'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={href ? intl.formatMessage({ id: 'header.submenu' }, { name }) : undefined}
        onClick={toggle}
      >
        {!href && name}
        <Chevron />
      </button>
      {/* Rendered closed too, so the server's HTML holds the links: without scripts the panel opens on hover and focus (header.css). */}
      <div id={panelId} className="nav-item__panel" hidden={!open}>
        {children(close)}
      </div>
    </li>
  );
}

function Chevron() {
  return (
    <svg className="nav-item__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
