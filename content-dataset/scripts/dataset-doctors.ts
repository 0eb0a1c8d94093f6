/** The doctors of the two clinics: who they are, where they trained, how they look in their portrait. */
import type { L } from './localized.ts';
import type { PortraitLook } from './portraits.ts';
import { readSource } from './source.ts';

export interface DoctorText {
  slug: string;
  name: L;
  female: boolean;
  position: L;
  /** Direction slugs, the first one is where the doctor's page lives. */
  directions: string[];
  clinics: string[];
  /** Years of practice since residency. */
  experience: number;
  /** Consultation price, UAH. */
  price: number;
  /** What the doctor mostly treats, as the end of a sentence. */
  focus: L;
  /** One or two sentences in the doctor's own manner: how they work with patients. */
  approach: L;
  university: L;
  /** BCP 47 codes of the languages they consult in. */
  languages: string[];
  /** Specialist certificate number. */
  licence: string;
  look: PortraitLook;
}

/** The universities the doctors trained at, by key: source/universities.json, each name written once. */
const UNIVERSITIES = new Map(Object.entries(readSource<Record<string, L>>('universities.json')));

/** A doctor as source/doctors.json writes it: the university by its key in source/universities.json. */
type DoctorSource = Omit<DoctorText, 'university'> & { university: string };

function university(doctor: DoctorSource): L {
  const found = UNIVERSITIES.get(doctor.university);
  if (!found) throw new Error(`doctor ${doctor.slug}: unknown university "${doctor.university}"`);
  return found;
}

/** source/doctors.json: clinics and directions named by slug, the university resolved from its key. */
export const DOCTORS: DoctorText[] = readSource<DoctorSource[]>('doctors.json').map((doctor) => ({
  ...doctor,
  university: university(doctor),
}));
