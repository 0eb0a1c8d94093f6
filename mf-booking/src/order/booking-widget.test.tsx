import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { renderDialog } from '../common/testing/booking-dialog.tsx';
import { OrderDialog } from './order-dialog.tsx';

afterEach(() => {
  configureExternalScripts({});
  delete window.BookingWidget;
  vi.restoreAllMocks();
});

// The test DOM runs no scripts: record what is appended and play the browser's load event.
function recordScripts() {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
  );
  return appended;
}

describe('the booking widget in the order dialog', () => {
  it('is not there, and nothing is fetched, without BOOKING_WIDGET_URL', () => {
    const appended = recordScripts();
    renderDialog(<OrderDialog />, orderDialogAtom, { isOpen: true, note: '' });
    expect(document.querySelector('[data-booking-widget]')).toBeNull();
    expect(appended).toEqual([]);
  });

  it('loads its script when the dialog opens and mounts it in its slot with the locale, beside the form', async () => {
    configureExternalScripts({ bookingWidgetUrl: 'https://widget.example/booking.js' });
    const appended = recordScripts();
    const mount = vi.fn();
    renderDialog(<OrderDialog />, orderDialogAtom, { isOpen: true, note: '' }, 'en');
    expect(appended.map((script) => script.getAttribute('src'))).toEqual(['https://widget.example/booking.js']);
    window.BookingWidget = { mount };
    appended[0]!.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(mount).toHaveBeenCalledWith(document.querySelector('[data-booking-widget]'), { locale: 'en' }),
    );
    expect(document.querySelector('input[name="phone"]')).not.toBeNull();
  });

  it('leaves the form working when the script cannot load', async () => {
    configureExternalScripts({ bookingWidgetUrl: 'https://widget.example/broken.js' });
    const appended = recordScripts();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDialog(<OrderDialog />, orderDialogAtom, { isOpen: true, note: '' });
    appended[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(document.querySelector('input[name="firstName"]')).not.toBeNull();
  });
});
