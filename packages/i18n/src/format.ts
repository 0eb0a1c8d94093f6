import type { Locale } from '@clinic/contracts/locale';

/** `380501234567` → `+38 (050) 123-45-67` (a 12-digit phone). Anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 12) return phone;
  return `+${digits.slice(0, 2)} (${digits.slice(2, 5)}) ${digits.slice(5, 8)}-${digits.slice(8, 10)}-${digits.slice(10)}`;
}

/** `tel:` link target of a phone. */
export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

const CURRENCY: Record<Locale, string> = { uk: 'грн', en: 'UAH' };

/** `{price} грн` / `{price} UAH`. */
export function formatPrice(price: number | string, locale: Locale): string {
  return `${price} ${CURRENCY[locale]}`;
}
