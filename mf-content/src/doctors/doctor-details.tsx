import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Slot } from '@clinic/ui/slot';
import type { Doctor } from '@clinic/contracts/content/doctor';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { PageHeading } from '../common/page-heading.tsx';
import { Price } from '../common/price.tsx';
import { ReviewsCarousel } from '../home/reviews-carousel.tsx';
import { useFormLinks } from '../common/form-links.ts';
import { DoctorPortrait } from './doctor-portrait.tsx';
import '../common/content.css';
import '../common/card.css';

/** Languages named in the page's language, as a sentence starts ("Українська, англійська", "Ukrainian, English"). */
function languageNames(codes: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const list = codes.map((code) => names.of(code) ?? code).join(', ');
  return list.charAt(0).toLocaleUpperCase(locale) + list.slice(1);
}

/** A doctor's page: who they are, where and what they treat; book, review or pay for a consultation. */
export function DoctorDetails({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const main = doctor.directions[0]!;
  return (
    <div className="content-page">
      <PageHeading
        title={doctor.name}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.doctors.title' }), to: buildPath('likari-slug', locale) },
          { label: main.name, to: buildPath('likari-slug', locale, { slug: main.slug }) },
          { label: doctor.name },
        ]}
      />
      <div className="detail-hero doctor-hero">
        <DoctorPortrait doctor={doctor} className="detail-hero__image" priority />
        <div className="detail-hero__body">
          <p className="content-lead">{doctor.position}</p>
          <dl className="contact-list">
            <dt>
              <FormattedMessage id="content.doctor.experienceLabel" />
            </dt>
            <dd>
              <FormattedMessage id="content.doctor.years" values={{ years: doctor.experience }} />
            </dd>
            <dt>
              <FormattedMessage id="content.doctor.directions" />
            </dt>
            <dd>
              {doctor.directions.map((direction, index) => (
                <span key={direction.slug}>
                  {index > 0 && ', '}
                  <Link to={buildPath('direction-subdirection', locale, { direction: direction.slug })}>
                    {direction.name}
                  </Link>
                </span>
              ))}
            </dd>
            <dt>
              <FormattedMessage id="content.doctor.clinics" />
            </dt>
            <dd>
              {doctor.clinics.map((clinic, index) => (
                <span key={clinic.slug}>
                  {index > 0 && ', '}
                  <Link to={buildPath('clinics-slug', locale, { slug: clinic.slug })}>{clinic.name}</Link>
                </span>
              ))}
            </dd>
            {doctor.languages && doctor.languages.length > 0 && (
              <>
                <dt>
                  <FormattedMessage id="content.doctor.languages" />
                </dt>
                <dd>{languageNames(doctor.languages, locale)}</dd>
              </>
            )}
            {doctor.licence && (
              <>
                <dt>
                  <FormattedMessage id="content.doctor.licence" />
                </dt>
                <dd>
                  <FormattedMessage id="content.doctor.licenceNumber" values={{ number: doctor.licence }} />
                </dd>
              </>
            )}
            <dt>
              <FormattedMessage id="content.doctor.consultationLabel" />
            </dt>
            <dd>
              <Price value={doctor.consultation_price} />
            </dd>
          </dl>
          <div className="content-actions">
            <DialogLink {...links.order(intl.formatMessage({ id: 'content.order.doctorNote' }, { name: doctor.name }))}>
              <FormattedMessage id="content.doctor.book" />
            </DialogLink>
            <DialogLink variant="secondary" {...links.review('doctor', doctor.slug)}>
              <FormattedMessage id="home.reviews.leave" />
            </DialogLink>
            <DialogLink
              variant="secondary"
              {...links.payment(
                intl.formatMessage({ id: 'content.doctor.consultationOf' }, { name: doctor.name }),
                String(doctor.consultation_price),
              )}
            >
              <FormattedMessage id="content.pay" />
            </DialogLink>
          </div>
        </div>
      </div>
      <section className="content-section doctor-about" aria-labelledby="doctor-about-title">
        <h2 id="doctor-about-title">
          <FormattedMessage id="content.doctor.about" />
        </h2>
        <p>{doctor.bio}</p>
        {doctor.education && doctor.education.length > 0 && (
          <>
            <h3>
              <FormattedMessage id="content.doctor.education" />
            </h3>
            <ul className="doctor-about__education">
              {doctor.education.map((item) => (
                <li key={`${item.year}-${item.institution}`}>
                  <strong>{item.year}</strong> {item.institution}. {item.qualification}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {/* Other teams' parts beside the doctor (nothing while none is live in the slot). */}
      <Slot name="doctor-page.aside" doctor={{ slug: doctor.slug, name: doctor.name }} />
      <ReviewsCarousel relationType="doctor" relationSlug={doctor.slug} />
    </div>
  );
}
