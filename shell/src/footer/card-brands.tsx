import { useIntl } from 'react-intl';

/** Card marks drawn here, so the footer needs no external assets. */
export function CardBrands() {
  const intl = useIntl();
  const visa = intl.formatMessage({ id: 'footer.card.visa' });
  const mastercard = intl.formatMessage({ id: 'footer.card.mastercard' });
  return (
    <ul className="card-brands" aria-label={intl.formatMessage({ id: 'footer.payments' })}>
      <li>
        <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label={visa}>
          <rect width="56" height="36" rx="5" fill="#fff" />
          <text
            x="28"
            y="24"
            textAnchor="middle"
            fill="#1a1f71"
            fontFamily="Arial, sans-serif"
            fontSize="17"
            fontStyle="italic"
            fontWeight="900"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label={mastercard}>
          <rect width="56" height="36" rx="5" fill="#fff" />
          <circle cx="22.5" cy="18" r="10" fill="#eb001b" />
          <circle cx="33.5" cy="18" r="10" fill="#f79e1b" />
          <path d="M28 9.64a10 10 0 0 1 0 16.72 10 10 0 0 1 0-16.72z" fill="#ff5f00" />
        </svg>
      </li>
    </ul>
  );
}
