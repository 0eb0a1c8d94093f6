import type { RemoteName } from '@clinic/contracts/runtime-config';
import { isOpenSlot, type SlotFillers } from '@clinic/contracts/slots';
import type { ChosenBuild } from '@clinic/releases/remote-releases';

/**
 * Which registered remotes fill each open slot of a page, in the order they were registered, with the module each
 * build exposes for it and the contract it was made against: only builds that passed their checks; a slot none fills is left out (it renders nothing).
 * The server renders the page with them and names them to the browser in the runtime config.
 */
export function slotFillers(builds: Record<RemoteName, ChosenBuild>): SlotFillers {
  const fillers: SlotFillers = {};
  for (const [remote, build] of Object.entries(builds))
    for (const [slot, expose] of Object.entries(build.version ? (build.slots ?? {}) : {}))
      if (isOpenSlot(slot))
        (fillers[slot] ??= []).push({ remote, expose, ...(build.contract && { contract: build.contract }) });
  return fillers;
}
