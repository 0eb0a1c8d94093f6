import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { buttonClass } from '@clinic/ui/button';
import { ContentImage } from '../common/content-image.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { SectionIntro } from './section-intro.tsx';
import './video-section.css';

function Poster() {
  const intl = useIntl();
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const clinic = useContent('clinics', {})[0];
  const poster = clinic?.image;
  const video = clinic?.video;
  if (playing && video) {
    return (
      // The clinic's film has no spoken words to caption, and the content model holds no caption track for it.
      // eslint-disable-next-line jsx-a11y-x/media-has-caption
      <video
        className="video-section__media"
        src={video}
        poster={poster}
        controls
        autoPlay
        playsInline
        width={640}
        height={360}
        aria-label={intl.formatMessage({ id: 'home.video.caption' })}
      />
    );
  }
  return (
    <div className="video-section__media">
      {poster && (
        <ContentImage
          className="video-section__poster"
          src={poster}
          picture={clinic?.picture}
          alt=""
          width={800}
          height={450}
        />
      )}
      {video ? (
        <button
          type="button"
          className="video-section__play"
          aria-label={intl.formatMessage({ id: 'home.video.play' })}
          onClick={() => setPlaying(true)}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <Link className={buttonClass('primary', 'video-section__more')} to={buildPath('about-us', locale)}>
          <FormattedMessage id="home.video.about" />
        </Link>
      )}
    </div>
  );
}

/**
 * The first clinic's picture, with its tour video (when the content has one) behind a button:
 * the video file loads only when asked for. Without a video the poster leads to the about page.
 */
export function VideoSection() {
  return (
    <section className="video-section" aria-labelledby="video-title">
      <SectionIntro className="video-section__text" headingId="video-title" prefix="home.video" />
      <DataBoundary loading={<div className="video-section__media" />}>
        <Poster />
      </DataBoundary>
    </section>
  );
}
