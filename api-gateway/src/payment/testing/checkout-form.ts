/** A checkout as the payment dialog sends it, every field filled and valid: 500 UAH for a consultation. */
export const CHECKOUT_FORM = {
  firstName: 'Олена',
  phone: '38(067) 123-45-67',
  subjectPayment: 'services',
  amount: '500',
  description: 'Консультація',
  locale: 'uk',
  returnPath: '/likari',
};
