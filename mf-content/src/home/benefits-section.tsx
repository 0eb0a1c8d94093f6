import { FormattedMessage } from 'react-intl';
import './benefits-section.css';

const BENEFITS = [
  { id: 'doctors', icon: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7 17c0-3.9 3.1-7 7-7s7 3.1 7 7' },
  { id: 'equipment', icon: 'M4 6h16v10H4zM9 20h6M12 16v4' },
  { id: 'complex', icon: 'M12 4v16M4 12h16' },
  { id: 'safety', icon: 'M12 3l8 3v6c0 4.4-3.4 8.2-8 9-4.6-.8-8-4.6-8-9V6z M8.5 12l2.5 2.5 4.5-5' },
] as const;

/** Why patients choose the clinics: four short points from the catalogue. */
export function BenefitsSection() {
  return (
    <section className="content-section benefits" aria-labelledby="benefits-title">
      <h2 id="benefits-title">
        <FormattedMessage id="home.benefits.title" />
      </h2>
      <ul className="benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit.id} className="benefits__item">
            <svg className="benefits__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <path
                d={benefit.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3>
              <FormattedMessage id={`home.benefits.${benefit.id}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`home.benefits.${benefit.id}.text`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
