import { atom } from 'jotai';
import type { ClinicDetails } from '@clinic/contracts/runtime-config';

/** The clinic's legal details from the gateway's configuration (the server's render and the page's runtime config set it). */
export const clinicDetailsAtom = atom<ClinicDetails | null>(null);
