// Header items the shell treats in their own way. Apart from the navigation schema, so the header
// reads them without loading the schema library.

/** Header items whose dropdown lists directions rather than sub_pages. */
export const DIRECTION_MENU_SLUGS = ['posluhy', 'likari', 'prices'] as const;

/** The header item that opens the payment dialog instead of navigating. */
export const ONLINE_PAYMENT_SLUG = 'oplata-onlain';
