import { useIntl } from 'react-intl';
import type { SocialLink } from '@clinic/contracts/content/social-link';

const ICONS: Record<SocialLink['type'], string> = {
  instagram:
    'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 2.5c-2.6 0-2.9 0-3.9.06-3.5.16-5.4 2.1-5.6 5.6C2.5 9.1 2.5 9.4 2.5 12s0 2.9.06 3.9c.16 3.5 2.1 5.4 5.6 5.6 1 .05 1.3.06 3.9.06s2.9 0 3.9-.06c3.5-.16 5.4-2.1 5.6-5.6.05-1 .06-1.3.06-3.9s0-2.9-.06-3.9c-.16-3.5-2.1-5.4-5.6-5.6-1-.05-1.3-.06-3.9-.06zm0 1.7c2.5 0 2.8 0 3.8.06 2.6.12 3.8 1.34 3.9 3.9.05 1 .06 1.3.06 3.8s0 2.8-.06 3.8c-.12 2.6-1.33 3.8-3.9 3.9-1 .05-1.3.06-3.8.06s-2.8 0-3.8-.06c-2.6-.12-3.8-1.35-3.9-3.9C4.2 14.8 4.2 14.5 4.2 12s0-2.8.06-3.8c.12-2.6 1.34-3.8 3.9-3.9 1-.05 1.3-.06 3.8-.06z',
  facebook:
    'M13.4 21.5v-8.3h2.8l.42-3.3h-3.2V7.8c0-.94.26-1.6 1.6-1.6h1.7V3.3a23 23 0 0 0-2.5-.13c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.2v3.3H10v8.3z',
  tiktok:
    'M16.6 2.5h-3.2v13.1a2.8 2.8 0 1 1-2-2.7V9.6a6 6 0 1 0 5.2 6V9a7.6 7.6 0 0 0 4.4 1.4V7.2a4.4 4.4 0 0 1-4.4-4.4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

/** The four social networks, in the order the server sends them. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const intl = useIntl();
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.type}>
          <a
            className="social-links__link"
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage({ id: `footer.social.${link.type}` })}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[link.type]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
