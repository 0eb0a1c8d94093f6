import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { bookingWidgetConfigured, loadBookingWidgetScript } from '@clinic/state/external-scripts';

/** What the widget's script defines; it is handed each slot the order dialog shows. */
declare global {
  interface Window {
    BookingWidget?: { mount(slot: HTMLElement, options: { locale: string }): void };
  }
}

/**
 * The external booking widget (BOOKING_WIDGET_URL) where booking starts, in the order dialog: its
 * script loads the first time the dialog opens, and `window.BookingWidget.mount` gets the slot
 * and the locale each time it is shown. The form beside it works whether the widget comes or not;
 * without the setting there is no slot and nothing is fetched.
 */
export function BookingWidgetSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const { locale } = useIntl();
  const configured = bookingWidgetConfigured();
  useEffect(() => {
    if (!configured) return;
    let shown = true;
    loadBookingWidgetScript().then(
      () => {
        if (shown && slot.current) window.BookingWidget?.mount(slot.current, { locale });
      },
      (error: unknown) => console.warn('The booking widget did not load; the form works without it:', error),
    );
    return () => {
      shown = false;
    };
  }, [configured, locale]);
  return configured ? <div ref={slot} className="booking-widget" data-booking-widget /> : null;
}
