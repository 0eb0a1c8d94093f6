import { createContext, createElement, use, useContext, type ComponentType, type ReactNode } from 'react';
import { SlotOutletProvider } from '@clinic/ui/slot';
import type { RemoteModuleId } from '@clinic/contracts/remote-modules';
import type { OpenSlot, SlotFillers, SlotModule, SlotProps } from '@clinic/contracts/slots';
import { RemoteBoundary } from './remote-boundary.tsx';
import { useRemoteLoader } from './remote-loader.tsx';

/** Which remotes fill each open slot on this page: the gateway's choice for the request, as the runtime config names it. */
const SlotFillersContext = createContext<SlotFillers>({});

function SlotFiller({ id, props }: { id: string; props: SlotProps[OpenSlot] }) {
  const { default: Component } = use(useRemoteLoader()(id as RemoteModuleId)) as unknown as SlotModule;
  return createElement(Component as ComponentType<object>, props);
}

/**
 * Renders every remote live in a slot, in the order they were registered, each in a boundary of its own: one that
 * fails to load or throws takes only its own part away (and is reported for its team). Nothing when none is live.
 */
function ShellSlotOutlet({ name, props }: { name: OpenSlot; props: SlotProps[OpenSlot] }) {
  const fillers = useContext(SlotFillersContext)[name] ?? [];
  return fillers.map(({ remote, expose }) => (
    <div key={remote} className="slot" data-slot={name} data-remote={remote}>
      <RemoteBoundary remote={remote} fallback={null}>
        <SlotFiller id={`${remote}/${expose.slice(2)}`} props={props} />
      </RemoteBoundary>
    </div>
  ));
}

/** The open slots of every page, filled by the remotes the page was rendered with. */
export function SlotsProvider({ fillers, children }: { fillers: SlotFillers; children: ReactNode }) {
  return (
    <SlotFillersContext value={fillers}>
      <SlotOutletProvider value={ShellSlotOutlet}>{children}</SlotOutletProvider>
    </SlotFillersContext>
  );
}
