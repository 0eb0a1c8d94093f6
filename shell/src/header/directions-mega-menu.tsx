import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from './header-nav-model.ts';

/**
 * The two-level directions menu. The active direction's sub-directions sit right
 * after it in the document, so keyboard users reach them with Tab; on screen they fill the
 * second column.
 */
export function DirectionsMegaMenu({ items, onNavigate }: { items: NavLink[]; onNavigate: () => void }) {
  const [active, setActive] = useState(0);
  return (
    <ul className="mega-menu">
      {items.map((item, index) => (
        <li
          key={item.href}
          className={`mega-menu__item ${index === active ? 'mega-menu__item--active' : ''}`.trim()}
          onMouseEnter={() => setActive(index)}
          onFocus={() => setActive(index)}
        >
          <Link className="mega-menu__link" to={item.href} onClick={onNavigate}>
            {item.name}
          </Link>
          {item.children && item.children.length > 0 && (
            <ul className="mega-menu__sub" hidden={index !== active}>
              {item.children.map((child) => (
                <li key={child.href}>
                  <Link className="mega-menu__sub-link" to={child.href} onClick={onNavigate}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
