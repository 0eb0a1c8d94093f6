import { describe, expect, it } from 'vitest';
import { slotPropsFor, type SlotPropsAdapters } from './slots.ts';

// A shell on contract 2 whose doctor-page.aside passes `{ doctor: { slug, name } }`, where major 1 passed the
// doctor's name alone: builds of major 1 get the name, builds of major 2 and builds that recorded no contract get
// the props as the slot declares them today.
const adapters: SlotPropsAdapters = {
  'doctor-page.aside': { 1: ({ doctor }) => ({ doctorName: doctor.name }) },
};
const props = { doctor: { slug: 'olena-kovalenko', name: 'Олена Коваленко' } };

describe('slotPropsFor', () => {
  it('hands a build of an older major the props its major declared', () => {
    expect(slotPropsFor('doctor-page.aside', props, '1.4.2', adapters)).toEqual({ doctorName: 'Олена Коваленко' });
  });

  it.each([
    ['of the current major', '2.0.0'],
    ['of an older major that changed nothing for the slot', '0.9.0'],
    ['that recorded no contract', undefined],
  ])('passes the props as they are to a build %s', (_, contract) => {
    expect(slotPropsFor('doctor-page.aside', props, contract, adapters)).toBe(props);
  });

  it('adapts only the slot the major changed', () => {
    expect(slotPropsFor('home.sections', {}, '1.0.0', adapters)).toEqual({});
  });
});
