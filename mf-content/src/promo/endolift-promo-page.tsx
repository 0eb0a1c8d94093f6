import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useContent, useContentBySlug } from '@clinic/state/use-content';
import { findDirection } from '@clinic/contracts/content/find-direction';
import { isActionActive } from '@clinic/contracts/content/action-period';
import type { PriceItem } from '@clinic/contracts/content/direction';
import { ContentImage } from '../common/content-image.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { IsoDate } from '../common/iso-date.tsx';
import { PricesList } from '../prices/prices-list.tsx';
import { todayIso } from '../actions/action-card.tsx';
import { useFormLinks } from '../common/form-links.ts';
import '../common/content.css';
import './endolift-promo-page.css';

const ENDOLIFT_SLUG = 'endolift';
const ENDOLIFT_ACTION_SLUG = 'endolift-minus-15';
const POINTS = ['1', '2', '3'] as const;

function PromoOffer() {
  const action = useContentBySlug('actions', ENDOLIFT_ACTION_SLUG);
  if (!action) return null;
  return (
    <p className="promo__offer">
      <strong>{action.name}</strong> —{' '}
      <FormattedMessage id="content.action.activeTo" values={{ date: <IsoDate value={action.active_to} /> }} />
    </p>
  );
}

/**
 * The service's price list as the page sells it: every line at the promotion's discount while the promotion
 * runs (the listed prices once it has ended, or when the promotion cannot be read).
 */
function PromoPrices({ title, items }: { title: string; items: readonly PriceItem[] }) {
  const action = useContentBySlug('actions', ENDOLIFT_ACTION_SLUG);
  const running = action && isActionActive(action, todayIso());
  return <PricesList title={title} items={items} percentOff={running ? action.percent_off : undefined} />;
}

function PromoContacts() {
  const clinics = useContent('clinics', {});
  return (
    <ul className="promo__contacts">
      {clinics.map((clinic) => (
        <li key={clinic.slug}>
          <strong>{clinic.name}</strong>
          <span>{clinic.address}</span>
          <a href={phoneHref(clinic.phone)}>{formatPhone(clinic.phone)}</a>
        </li>
      ))}
    </ul>
  );
}

function Promo() {
  const intl = useIntl();
  const locale = useLocale();
  const links = useFormLinks();
  const found = findDirection(useContent('directions', {}), ENDOLIFT_SLUG);
  const service = found?.sub ?? found?.direction;
  const name = service?.name ?? intl.formatMessage({ id: 'promo.title' });
  const pricesTitle = intl.formatMessage({ id: 'content.prices.of' }, { name });
  const book = links.order(intl.formatMessage({ id: 'content.order.serviceNote' }, { name }));
  return (
    <>
      <section className="promo__hero">
        <div className="promo__text">
          <p className="banner-kicker">
            <FormattedMessage id="promo.kicker" />
          </p>
          <h1>{name}</h1>
          <p className="content-lead">{service?.description ?? intl.formatMessage({ id: 'promo.lead' })}</p>
          <DataBoundary loading={null} empty={null}>
            <PromoOffer />
          </DataBoundary>
          <div className="content-actions">
            <DialogLink {...book}>
              <FormattedMessage id="content.book" />
            </DialogLink>
          </div>
        </div>
        {service && (
          <ContentImage className="promo__image" src={service.image_card} picture={service.picture} priority />
        )}
      </section>
      <section className="content-section">
        <h2>
          <FormattedMessage id="promo.why" />
        </h2>
        <ul className="promo__points">
          {POINTS.map((point) => (
            <li key={point} className="content-panel">
              <h3>
                <FormattedMessage id={`promo.points.${point}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`promo.points.${point}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      {service && (
        <DataBoundary loading={null} empty={<PricesList title={pricesTitle} items={service.prices} />}>
          <PromoPrices title={pricesTitle} items={service.prices} />
        </DataBoundary>
      )}
      <section className="content-section">
        <h2>
          <FormattedMessage id="content.contacts.title" />
        </h2>
        <DataBoundary>
          <PromoContacts />
        </DataBoundary>
      </section>
      <p>
        <Link to={buildPath('index', locale)}>
          <FormattedMessage id="promo.toSite" />
        </Link>
      </p>
    </>
  );
}

/** The Endolift landing page in the promo layout: no header or footer, one offer and a way to book. */
export default function EndoliftPromoPage() {
  return (
    <div className="content-page promo">
      <DataBoundary>
        <Promo />
      </DataBoundary>
    </div>
  );
}
