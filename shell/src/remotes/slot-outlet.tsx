import { createContext, createElement, use, useContext, type ComponentType, type ReactNode } from 'react';
import { SlotOutletProvider } from '@clinic/ui/slot';
import type { RemoteModuleId } from '@clinic/contracts/remote-modules';
import {
  SLOT_PROPS_ADAPTERS,
  slotPropsFor,
  type OpenSlot,
  type SlotFillers,
  type SlotModule,
  type SlotPropsAdapters,
  type SlotProps,
} from '@clinic/contracts/slots';
import { RemoteBoundary } from './remote-boundary.tsx';
import { useRemoteLoader } from './remote-loader.tsx';

/** Which remotes fill each open slot on this page: the gateway's choice for the request, as the runtime config names it. */
const SlotFillersContext = createContext<SlotFillers>({});
/** How each slot's props are handed to a build of an older contract major. */
const SlotAdaptersContext = createContext<SlotPropsAdapters>(SLOT_PROPS_ADAPTERS);

function SlotFiller({ id, props }: { id: string; props: object }) {
  const { default: Component } = use(useRemoteLoader()(id as RemoteModuleId)) as unknown as SlotModule;
  return createElement(Component as ComponentType<object>, props);
}

/**
 * Renders every remote live in a slot, in the order they were registered, each in a boundary of its own: one that
 * fails to load or throws takes only its own part away (and is reported for its team). Nothing when none is live.
 */
function ShellSlotOutlet({ name, props }: { name: OpenSlot; props: SlotProps[OpenSlot] }) {
  const fillers = useContext(SlotFillersContext)[name] ?? [];
  const adapters = useContext(SlotAdaptersContext);
  return fillers.map(({ remote, expose, contract }) => (
    <div key={remote} className="slot" data-slot={name} data-remote={remote}>
      <RemoteBoundary remote={remote} fallback={null}>
        <SlotFiller id={`${remote}/${expose.slice(2)}`} props={slotPropsFor(name, props, contract, adapters)} />
      </RemoteBoundary>
    </div>
  ));
}

/**
 * The open slots of every page, filled by the remotes the page was rendered with; `adapters` are the contract's
 * own unless a test hands others.
 */
export function SlotsProvider({
  fillers,
  adapters = SLOT_PROPS_ADAPTERS,
  children,
}: {
  fillers: SlotFillers;
  adapters?: SlotPropsAdapters;
  children: ReactNode;
}) {
  return (
    <SlotFillersContext value={fillers}>
      <SlotAdaptersContext value={adapters}>
        <SlotOutletProvider value={ShellSlotOutlet}>{children}</SlotOutletProvider>
      </SlotAdaptersContext>
    </SlotFillersContext>
  );
}
