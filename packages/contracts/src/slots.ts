import type { ComponentType } from 'react';

/**
 * The places of the site a remote can fill: the shell declares each slot with the props it passes; a remote's
 * manifest says which slots it fills (`metaData.slots`, slot → exposed module), and the release store says which
 * remotes exist and which slots each may fill. A new team is a registration and a build, never a shell release.
 *
 * The four platform slots are filled by the platform's own remotes, whose modules have shapes of their own
 * (`RemoteModules`). The open slots take any registered remote whose module's default export is a component of
 * the slot's props; each slot renders every remote live in it, in the order they were registered, and nothing
 * while none is.
 */
export interface SlotProps {
  /** mf-content: every page of the site (`mf_content/pages`). */
  'site.pages': Record<never, never>;
  /** mf-search: the search box of the header and of the phone's drawer. */
  'header.search': { variant: 'header' | 'drawer' };
  /** mf-booking: the order, declaration, review and vacancy dialogs. */
  'dialogs.booking': Record<never, never>;
  /** mf-payment: the payment dialog. */
  'dialogs.payment': Record<never, never>;
  /** Beside a doctor's details on the doctor's page. */
  'doctor-page.aside': { doctor: { slug: string; name: string } };
  /** Sections of the home page, after the site's own. */
  'home.sections': Record<never, never>;
}
export type SlotName = keyof SlotProps;

export const PLATFORM_SLOTS = ['site.pages', 'header.search', 'dialogs.booking', 'dialogs.payment'] as const;
export const OPEN_SLOTS = ['doctor-page.aside', 'home.sections'] as const;
export type OpenSlot = (typeof OPEN_SLOTS)[number];
export function isOpenSlot(name: string): name is OpenSlot {
  return (OPEN_SLOTS as readonly string[]).includes(name);
}

/** What a remote exposes for an open slot: a component of the slot's props, as the module's default export. */
export interface SlotModule<S extends OpenSlot = OpenSlot> {
  default: ComponentType<SlotProps[S]>;
}

/** The module a remote exposes for a slot it fills: `./<slot>`, so the manifest's list of slots reads at a glance. */
export function slotExpose(slot: SlotName): `./${SlotName}` {
  return `./${slot}`;
}

/** Props of each open slot for the release check's render and a team's tests: a doctor of the embedded dataset. */
export const SLOT_EXAMPLE_PROPS: { [S in OpenSlot]: SlotProps[S] } = {
  'doctor-page.aside': { doctor: { slug: 'example-doctor', name: 'Олена Петренко' } },
  'home.sections': {},
};

/**
 * Which remotes fill each open slot on a page, with which of their modules, and the contract version each build
 * was made against (so its props can be handed in the shape its major declared): the shell renders them in order.
 */
export type SlotFillers = Partial<Record<OpenSlot, Array<{ remote: string; expose: string; contract?: string }>>>;

/**
 * How the shell hands a slot's props to a build made against an older contract major that its window still
 * accepts: per open slot, per older major, a function from today's props to the props that major declared. A
 * major that changes a slot's props brings its entry here in the same release, so the builds of the major
 * before keep rendering until their teams move; a slot a major left alone needs none, its props pass as they are.
 */
export type SlotPropsAdapters = { [S in OpenSlot]?: Partial<Record<number, (props: SlotProps[S]) => object>> };

/** The adapters of this contract version: none, as no major has changed an open slot's props yet. */
export const SLOT_PROPS_ADAPTERS: SlotPropsAdapters = {};

/** The props a build made against `contract` (its version, when the build recorded one) gets for `slot`. */
export function slotPropsFor<S extends OpenSlot>(
  slot: S,
  props: SlotProps[S],
  contract: string | undefined,
  adapters: SlotPropsAdapters = SLOT_PROPS_ADAPTERS,
): object {
  const major = contract === undefined ? Number.NaN : Number.parseInt(contract, 10);
  const adapt = (adapters[slot] as Partial<Record<number, (props: SlotProps[S]) => object>> | undefined)?.[major];
  return adapt ? adapt(props) : props;
}
