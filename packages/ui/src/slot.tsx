import { createContext, useContext, type ComponentType } from 'react';
import type { OpenSlot, SlotProps } from '@clinic/contracts/slots';

/** What renders an open slot: the shell's outlet, which renders every remote live in it. */
type SlotOutlet = ComponentType<{ name: OpenSlot; props: SlotProps[OpenSlot] }>;

/** Outside the shell (a remote's standalone page, a test) a slot renders nothing, as it does with no remote live in it. */
const SlotOutletContext = createContext<SlotOutlet>(() => null);

/** The shell gives its outlet here: a shared singleton, so a remote's page reaches the shell's. */
export const SlotOutletProvider = SlotOutletContext.Provider;

/**
 * A place of a page that other teams' remotes fill (`@clinic/contracts/slots`): the page names the slot and gives its
 * props; which remotes fill it is the site's configuration, not the page's.
 */
export function Slot<S extends OpenSlot>({ name, ...props }: { name: S } & SlotProps[S]) {
  const Outlet = useContext(SlotOutletContext);
  return <Outlet name={name} props={props as unknown as SlotProps[S]} />;
}
