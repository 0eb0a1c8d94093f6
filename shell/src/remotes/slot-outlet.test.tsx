import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { Slot } from '@clinic/ui/slot';
import { track } from '@clinic/state/settled';
import type { SlotFillers, SlotPropsAdapters } from '@clinic/contracts/slots';
import { RemoteLoaderContext, type LoadRemoteModule } from './remote-loader.tsx';
import { SlotsProvider } from './slot-outlet.tsx';

// A slot renders every remote live in it, in order; with none it renders nothing; a remote that throws or
// cannot load takes away its own part only, and the page around it stays.
function Aside({ doctor }: { doctor: { slug: string; name: string } }) {
  return <p>Reviews of {doctor.name}</p>;
}
/** A build of contract major 0, whose slot passed the doctor's name alone. */
function OldAside({ doctorName }: { doctorName: string }) {
  return <p>Old reviews of {doctorName}</p>;
}
function Broken(): never {
  throw new Error('the reviews team broke it');
}

const modules: Record<string, unknown> = {
  'mf_reviews/doctor-page.aside': { default: Aside },
  'mf_broken/doctor-page.aside': { default: Broken },
  'mf_old/doctor-page.aside': { default: OldAside },
};
/** As the shell's loaders do, one promise per module, so a render that suspends on it finds it settled after. */
const loading = new Map<string, Promise<unknown>>();
const load = ((id: string) => {
  if (!loading.has(id))
    loading.set(
      id,
      track(id in modules ? Promise.resolve(modules[id]) : Promise.reject(new Error(`${id} cannot load`))),
    );
  return loading.get(id)!;
}) as LoadRemoteModule;

function doctorPage(fillers: SlotFillers, adapters?: SlotPropsAdapters) {
  return (
    <RemoteLoaderContext value={load}>
      <SlotsProvider fillers={fillers} adapters={adapters}>
        <h1>Олена Петренко</h1>
        <Slot name="doctor-page.aside" doctor={{ slug: 'olena', name: 'Олена Петренко' }} />
        <footer>after the slot</footer>
      </SlotsProvider>
    </RemoteLoaderContext>
  );
}

const page = (fillers: SlotFillers, adapters?: SlotPropsAdapters) => render(doctorPage(fillers, adapters));

/** The page as the server sends it, once every part has rendered or failed (what failed is left to the browser). */
async function serverHtml(fillers: SlotFillers): Promise<string> {
  const { prelude } = await prerender(doctorPage(fillers), { onError: () => {} });
  return new Response(prelude).text();
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('an open slot', () => {
  it('renders nothing while no remote is live in it', () => {
    const { container } = page({});
    expect(container.querySelector('[data-slot]')).toBeNull();
    expect(screen.getByText('after the slot')).toBeTruthy();
  });

  it('renders the remote live in it with the props the page gives', async () => {
    await act(
      async () => void page({ 'doctor-page.aside': [{ remote: 'mf_reviews', expose: './doctor-page.aside' }] }),
    );
    expect(await screen.findByText('Reviews of Олена Петренко')).toBeTruthy();
  });

  it('keeps a failing remote inside its own part: the others and the page stay', async () => {
    const { container } = page({
      'doctor-page.aside': [
        { remote: 'mf_broken', expose: './doctor-page.aside' },
        { remote: 'mf_gone', expose: './doctor-page.aside' },
        { remote: 'mf_reviews', expose: './doctor-page.aside' },
      ],
    });
    expect(await screen.findByText('Reviews of Олена Петренко')).toBeTruthy();
    expect([...container.querySelectorAll('[data-slot]')].map((part) => part.getAttribute('data-remote'))).toEqual([
      'mf_broken',
      'mf_gone',
      'mf_reviews',
    ]);
    expect(container.querySelector('[data-remote="mf_broken"]')!.textContent).toBe('');
    expect(screen.getByText('after the slot')).toBeTruthy();
  });

  it('hands a build of the major before the props in the shape its major declared', async () => {
    const adapters: SlotPropsAdapters = { 'doctor-page.aside': { 0: ({ doctor }) => ({ doctorName: doctor.name }) } };
    await act(
      async () =>
        void page(
          {
            'doctor-page.aside': [
              { remote: 'mf_old', expose: './doctor-page.aside', contract: '0.7.1' },
              { remote: 'mf_reviews', expose: './doctor-page.aside', contract: '1.1.0' },
            ],
          },
          adapters,
        ),
    );
    expect(await screen.findByText('Old reviews of Олена Петренко')).toBeTruthy();
    expect(screen.getByText('Reviews of Олена Петренко')).toBeTruthy();
  });

  it('renders nothing on the server while no remote is live in it, and a failing remote as its own empty part', async () => {
    const empty = await serverHtml({});
    expect(empty).toContain('<h1>Олена Петренко</h1>');
    expect(empty).toContain('<footer>after the slot</footer>');
    expect(empty).not.toContain('data-slot');
    const filled = await serverHtml({
      'doctor-page.aside': [
        { remote: 'mf_broken', expose: './doctor-page.aside' },
        { remote: 'mf_reviews', expose: './doctor-page.aside' },
      ],
    });
    const parts = new DOMParser().parseFromString(filled, 'text/html').querySelectorAll('[data-slot]');
    expect([...parts].map((part) => [part.getAttribute('data-remote'), part.textContent])).toEqual([
      ['mf_broken', ''],
      ['mf_reviews', 'Reviews of Олена Петренко'],
    ]);
    expect(filled).toContain('<footer>after the slot</footer>');
  });
});
