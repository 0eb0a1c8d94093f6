import { FormattedMessage, useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent, usePageSubject } from '@clinic/state/use-content';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useRouteParams } from '../common/use-route-params.ts';
import { DetailHero } from '../common/detail-hero.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import { useFormLinks } from '../common/form-links.ts';
import { ComplexPrice } from './complex-price.tsx';
import '../common/content.css';
import '../common/card.css';

function ClinicNames({ slugs }: { slugs: readonly string[] }) {
  const clinics = useContent('clinics', {}).filter((clinic) => slugs.includes(clinic.slug));
  return (
    <p className="card__meta">
      <FormattedMessage
        id="content.complex.clinics"
        values={{ clinics: clinics.map((clinic) => clinic.name).join(', ') }}
      />
    </p>
  );
}

function ComplexDetails({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const complex = usePageSubject('complexes-complex', { complex: slug });
  if (!complex) throw pageNotFound();
  return (
    <article className="content-page">
      <PageHeading
        title={complex.name}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.complexes.title' }), to: buildPath('complexes', locale) },
          { label: complex.name },
        ]}
      />
      <DetailHero image={complex.image} picture={complex.picture}>
        <p className="content-lead">{complex.description}</p>
        <h2>
          <FormattedMessage id="content.complex.includes" />
        </h2>
        <ul className="complex-items">
          {complex.items.map((item) => (
            <li key={item.name}>
              {item.name} <span className="card__meta">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <ComplexPrice complex={complex} />
        <DataBoundary loading={null} empty={null}>
          <ClinicNames slugs={complex.clinics} />
        </DataBoundary>
        <div className="content-actions">
          <DialogLink {...links.payment(complex.name, String(complex.price))}>
            <FormattedMessage id="content.pay" />
          </DialogLink>
          <DialogLink
            variant="secondary"
            {...links.order(intl.formatMessage({ id: 'content.order.complexNote' }, { name: complex.name }))}
          >
            <FormattedMessage id="content.book" />
          </DialogLink>
        </div>
      </DetailHero>
    </article>
  );
}

export default function ComplexPage() {
  const { complex } = useRouteParams<'complexes-complex'>();
  return (
    <DataBoundary>
      <ComplexDetails slug={complex} />
    </DataBoundary>
  );
}
