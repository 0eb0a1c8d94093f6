/** A phone and a wide screen: the widths at which the layout of the shell's parts is checked. */
export const PHONE_AND_WIDE_SCREEN = [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
];
