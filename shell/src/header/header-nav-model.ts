import { localizePath, type Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import type { NavPage } from '@clinic/contracts/content/navs';
import { DIRECTION_MENU_SLUGS, ONLINE_PAYMENT_SLUG } from '@clinic/contracts/content/nav-slugs';
import type { DirectionNavItem } from '@clinic/contracts/content/direction-nav';

export interface NavLink {
  name: string;
  href: string;
  children?: NavLink[];
}

export type HeaderNavEntry =
  | { kind: 'link'; slug: string; name: string; href: string }
  | { kind: 'payment'; slug: string; name: string }
  /** A dropdown; `href` is the page the item itself leads to, if there is one; `mega` has two levels. */
  | { kind: 'menu'; slug: string; name: string; href?: string; items: NavLink[]; mega: boolean };

/** A navigation slug is a page path without the leading slash and locale prefix. */
export function navPagePath(slug: string, locale: Locale): string {
  return localizePath(`/${slug}`, locale);
}

function directionLinks(
  menu: (typeof DIRECTION_MENU_SLUGS)[number],
  directions: DirectionNavItem[],
  locale: Locale,
): NavLink[] {
  return directions.map((direction) => {
    switch (menu) {
      case 'posluhy':
        return {
          name: direction.name,
          href: buildPath('direction-subdirection', locale, { direction: direction.slug }),
          children: direction.sub_nav.map((sub) => ({
            name: sub.name,
            href: buildPath('direction-subdirection', locale, { direction: direction.slug, subdirection: sub.slug }),
          })),
        };
      case 'likari':
        return { name: direction.name, href: buildPath('likari-slug', locale, { slug: direction.slug }) };
      case 'prices':
        return { name: direction.name, href: buildPath('prices-slug', locale, { slug: direction.slug }) };
    }
  });
}

const isDirectionMenu = (slug: string): slug is (typeof DIRECTION_MENU_SLUGS)[number] =>
  (DIRECTION_MENU_SLUGS as readonly string[]).includes(slug);

/**
 * The desktop navigation from the server's header pages. Services, doctors and
 * prices list the directions (services with their sub-directions, the two-level menu);
 * a page with sub_pages lists them; the online-payment item opens the payment dialog.
 */
export function headerNav(pages: NavPage[], directions: DirectionNavItem[], locale: Locale): HeaderNavEntry[] {
  return pages.map((page): HeaderNavEntry => {
    if (page.slug === ONLINE_PAYMENT_SLUG) return { kind: 'payment', slug: page.slug, name: page.name };
    if (isDirectionMenu(page.slug)) {
      return {
        kind: 'menu',
        slug: page.slug,
        name: page.name,
        href: navPagePath(page.slug, locale),
        items: directionLinks(page.slug, directions, locale),
        mega: page.slug === 'posluhy',
      };
    }
    if (page.sub_pages.length > 0) {
      return {
        kind: 'menu',
        slug: page.slug,
        name: page.name,
        items: page.sub_pages.map((sub) => ({ name: sub.name, href: navPagePath(sub.slug, locale) })),
        mega: false,
      };
    }
    return { kind: 'link', slug: page.slug, name: page.name, href: navPagePath(page.slug, locale) };
  });
}
