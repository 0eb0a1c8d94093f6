import type { Clinic } from '../content/clinic.ts';

/** A clinic as the content API gives it, with only the fields every CMS has. */
export const sampleClinic: Clinic = {
  id: 1,
  name: 'Pechersk clinic',
  slug: 'klinika-na-pechersku',
  address: '32 Yevhena Konovaltsia St, Kyiv',
  phone: '380440927310',
  email: 'pechersk@veresk.example',
  coordinates: { lat: 50.4297, lng: 30.5334 },
  opening_hours: 'Mo-Sa 09:00-20:00',
  schedule: 'Mon–Sat 09:00–20:00',
  image: '/media/clinics/klinika-na-pechersku.svg',
  description: 'The main clinic.',
  meta_title: 'Pechersk clinic',
  meta_description: 'Multidisciplinary clinic in Pechersk.',
};
