/**
 * Something open that takes the visitor's Escape and attention before the page: an expanded menu,
 * drawer or search panel (its control says `aria-expanded`), or a modal dialog. Notices that leave
 * the page usable (the cookie notice, the drawer below the header) are marked `data-nonmodal`.
 */
export const MODAL_OR_MENU_OPEN = '[aria-expanded="true"], dialog[open]:not([data-nonmodal]), [aria-modal="true"]';
