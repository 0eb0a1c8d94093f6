/** The booking form as a visitor of `site`'s home page sends it to `/mail/send`, with only the fields it needs. */
export function orderMail(site: string, firstName = 'Олена') {
  return { config: 'order', page: `${site}/`, fields: { firstName, phone: '38(050) 123-45-67' } };
}
