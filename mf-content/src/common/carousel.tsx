import { Children, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { KeenSliderPlugin } from 'keen-slider';
import { MEDIA } from '@clinic/contracts/constants';
import 'keen-slider/keen-slider.min.css';
import './carousel.css';
import { useIdleSlider } from './use-idle-slider.ts';

/**
 * Moves on every `ms` unless the pointer or focus is on the carousel, the visitor paused it
 * with its button (`paused.current`) or prefers less motion.
 */
function autoplay(ms: number, paused: RefObject<boolean>): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (!hovered && !paused.current) timer = setTimeout(() => slider.next(), ms);
    };
    slider.on('created', () => {
      const hover = (value: boolean) => () => {
        hovered = value;
        schedule();
      };
      slider.container.addEventListener('mouseenter', hover(true));
      slider.container.addEventListener('mouseleave', hover(false));
      slider.container.addEventListener('focusin', hover(true));
      slider.container.addEventListener('focusout', hover(false));
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Slides at least this share in view count as shown; the others are `inert`, so Tab never lands on a hidden control. */
const SHOWN_PORTION = 0.5;

/** More slides than this get a "3 of 12" counter instead of dots, which would not fit a phone. */
const MAX_DOTS = 6;

export interface CarouselProps {
  label: string;
  children: ReactNode;
  /** `single`: one slide at a time (the banner); `cards`: 1, 2 or 3 by width like the cards grid. */
  variant?: 'single' | 'cards';
  autoplayMs?: number;
}

/**
 * keen-slider with previous/next buttons and dots; slides are sized by CSS before it starts (when the
 * browser is first idle after hydration, or at once when a control is used), so nothing jumps. An
 * auto-playing one has a pause/play button (WCAG 2.2.2); slides out of view are inert, and a partly
 * shown slide that takes the focus slides into view.
 */
export function Carousel({ label, children, variant = 'cards', autoplayMs }: CarouselProps) {
  const intl = useIntl();
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  // Before keen-slider measures, only the first slide of a banner is surely in view.
  const [shown, setShown] = useState<readonly boolean[]>(() =>
    slides.map((_, index) => variant === 'cards' || index === 0),
  );
  const autoplays = Boolean(autoplayMs) && slides.length > 1 && !prefersReducedMotion();
  const [playing, setPlaying] = useState(autoplays);
  const paused = useRef(!autoplays);
  const { containerRef, slider, withSlider } = useIdleSlider(
    {
      loop: slides.length > 1,
      slides: { perView: 1, spacing: 16 },
      breakpoints:
        variant === 'cards'
          ? {
              [MEDIA.tablet]: { slides: { perView: 2, spacing: 20 } },
              [MEDIA.desktop]: { slides: { perView: 3, spacing: 24 } },
            }
          : {},
      // keen-slider sizes the slides in the animation frame after it starts. The CSS sizing stays until
      // then: dropped at once, the slides would share the track's width for a moment, and the carousel
      // would grow or shrink by a few lines of text under anything that measured it.
      created: () => requestAnimationFrame(() => setReady(true)),
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
      detailsChanged: (instance) => {
        const next = instance.track.details.slides.map((slide) => slide.portion >= SHOWN_PORTION);
        setShown((previous) =>
          previous.length === next.length && previous.every((value, index) => value === next[index]) ? previous : next,
        );
      },
    },
    autoplays && autoplayMs ? [autoplay(autoplayMs, paused)] : [],
    slides.length,
  );
  const togglePlaying = () => {
    paused.current = playing;
    setPlaying(!playing);
    slider.current?.update();
  };
  const bringIntoView = (index: number) => {
    const details = slider.current?.track.details;
    const slide = details?.slides[index];
    if (slide && slide.portion < 1) slider.current?.moveToIdx(slide.abs);
  };

  return (
    <div
      className={`carousel carousel--${variant}${ready ? ' carousel--ready' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div ref={containerRef} className="keen-slider">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(
              { id: 'content.carousel.slide' },
              { index: index + 1, count: slides.length },
            )}
            inert={!(shown[index] ?? true)}
            onFocus={() => bringIntoView(index)}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          {autoplays && (
            <button type="button" className="carousel__play" onClick={togglePlaying}>
              {intl.formatMessage({ id: playing ? 'content.carousel.pause' : 'content.carousel.play' })}
            </button>
          )}
          <button
            type="button"
            className="carousel__arrow"
            aria-label={intl.formatMessage({ id: 'content.carousel.prev' })}
            onClick={() => withSlider((started) => started.prev())}
          >
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
                  onClick={() => withSlider((started) => started.moveToIdx(index))}
                />
              ))}
            </div>
          )}
          <button
            type="button"
            className="carousel__arrow"
            aria-label={intl.formatMessage({ id: 'content.carousel.next' })}
            onClick={() => withSlider((started) => started.next())}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
