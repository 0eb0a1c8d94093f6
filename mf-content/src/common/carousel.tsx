import { Children, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import './carousel.css';

/** Moves on every `ms` unless the pointer or focus is on the carousel or the visitor prefers less motion. */
function autoplay(ms: number): KeenSliderPlugin {
  return (slider) => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (!paused) timer = setTimeout(() => slider.next(), ms);
    };
    slider.on('created', () => {
      const pause = (value: boolean) => () => {
        paused = value;
        schedule();
      };
      slider.container.addEventListener('mouseenter', pause(true));
      slider.container.addEventListener('mouseleave', pause(false));
      slider.container.addEventListener('focusin', pause(true));
      slider.container.addEventListener('focusout', pause(false));
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}

/** More slides than this get a "3 of 12" counter instead of dots, which would not fit a phone. */
const MAX_DOTS = 6;

export interface CarouselProps {
  label: string;
  children: ReactNode;
  /** `single`: one slide at a time (the banner); `cards`: 1, 2 or 3 by width like the cards grid. */
  variant?: 'single' | 'cards';
  autoplayMs?: number;
}

/** keen-slider with previous/next buttons and dots; slides are sized by CSS before it starts, so nothing jumps. */
export function Carousel({ label, children, variant = 'cards', autoplayMs }: CarouselProps) {
  const intl = useIntl();
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: slides.length > 1,
      slides: { perView: 1, spacing: 16 },
      breakpoints:
        variant === 'cards'
          ? {
              '(min-width: 600px)': { slides: { perView: 2, spacing: 20 } },
              '(min-width: 1240px)': { slides: { perView: 3, spacing: 24 } },
            }
          : {},
      created: () => setReady(true),
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
    },
    autoplayMs ? [autoplay(autoplayMs)] : [],
  );
  useEffect(() => () => slider.current?.destroy(), [slider]);

  return (
    <div className={`carousel carousel--${variant}${ready ? ' carousel--ready' : ''}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={sliderRef} className="keen-slider">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage({ id: 'content.carousel.slide' }, { index: index + 1, count: slides.length })}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label={intl.formatMessage({ id: 'content.carousel.prev' })} onClick={() => slider.current?.prev()}>
            ‹
          </button>
          {slides.length > MAX_DOTS ? (
            <span className="carousel__counter" aria-live="polite">
              {intl.formatMessage({ id: 'content.carousel.slide' }, { index: current + 1, count: slides.length })}
            </span>
          ) : (
          <div className="carousel__dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={intl.formatMessage({ id: 'content.carousel.goTo' }, { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              />
            ))}
          </div>
          )}
          <button type="button" className="carousel__arrow" aria-label={intl.formatMessage({ id: 'content.carousel.next' })} onClick={() => slider.current?.next()}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
