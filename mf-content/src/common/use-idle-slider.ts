import { useEffect, useRef, type RefObject } from 'react';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';

/** However busy the page stays, the slider starts after this long. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

export interface IdleSlider {
  /** The slider's track: the element whose children are the slides. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The slider, once it has started. */
  slider: RefObject<KeenSliderInstance | null>;
  /** Runs `action` on the slider now, or as soon as it has started (a control used before then starts it at once). */
  withSlider(action: (slider: KeenSliderInstance) => void): void;
}

/**
 * keen-slider on the server-rendered slides, loaded and started when the browser is first idle after
 * hydration: the slides are laid out by CSS and readable before, and the slider's code is not part of
 * what a visitor waits for to use the page. It starts with the options and plugins of the latest render,
 * and takes the latest options again when the number of slides changes.
 */
export function useIdleSlider(options: KeenSliderOptions, plugins: KeenSliderPlugin[], slideCount: number): IdleSlider {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const latest = useRef({ options, plugins });
  latest.current = { options, plugins };
  const starting = useRef<Promise<KeenSliderInstance | null> | null>(null);

  const start = () => {
    if (starting.current) return starting.current;
    const loading: Promise<KeenSliderInstance | null> = import('keen-slider').then(({ default: KeenSlider }) => {
      // Unmounted while loading (its container gone, or a newer mount started its own): nothing to start.
      if (starting.current !== loading || !containerRef.current) return null;
      slider.current = new KeenSlider(containerRef.current, latest.current.options, latest.current.plugins);
      return slider.current;
    });
    starting.current = loading;
    return loading;
  };

  // Started once per mount; `start` reads the latest options through a ref.
  useEffect(() => {
    const cancel = whenIdle(() => void start());
    return () => {
      cancel();
      slider.current?.destroy();
      slider.current = null;
      starting.current = null;
    };
  }, []);

  useEffect(() => {
    slider.current?.update(latest.current.options);
  }, [slideCount]);

  return {
    containerRef,
    slider,
    withSlider(action) {
      if (slider.current) action(slider.current);
      else
        void start().then((started) => {
          if (started) action(started);
        });
    },
  };
}
