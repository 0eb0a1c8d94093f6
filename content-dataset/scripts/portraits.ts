/**
 * A doctor's portrait: an Open Peeps bust (DiceBear; the Open Peeps artwork is CC0) in a white
 * coat on a tinted background, chosen per doctor so that no two look alike. Deterministic: the
 * same look gives the same picture on every run.
 */
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';

/** Open Peeps' own option values: a hair style (`grayShort`, `long`…), a face, a skin tone (hex without #). */
export interface PortraitLook {
  head: string;
  face: string;
  skin: string;
  accessory?: string;
  facialHair?: string;
}

type OpenPeepsOptions = NonNullable<Parameters<typeof createAvatar<typeof openPeeps>>[1]>;

/** The portrait as an SVG document, 5:6 like the doctor cards. */
export function portraitSvg(look: PortraitLook, hue: number): string {
  const options = {
    head: [look.head],
    face: [look.face],
    skinColor: [look.skin],
    clothingColor: ['f4f7f8'],
    // The grey hair styles take their colour from here; the others are drawn dark.
    headContrastColor: [look.head.startsWith('gray') ? 'c9c9c9' : '2c1b18'],
    accessories: look.accessory ? [look.accessory] : [],
    accessoriesProbability: look.accessory ? 100 : 0,
    facialHair: look.facialHair ? [look.facialHair] : [],
    facialHairProbability: look.facialHair ? 100 : 0,
    maskProbability: 0,
    scale: 84,
    translateY: 8,
  } as OpenPeepsOptions;
  const avatar = createAvatar(openPeeps, options)
    .toString()
    .replace('<svg ', '<svg x="-10" y="20" width="320" height="340" ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360" viewBox="0 0 300 360">` +
    `<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 90%)"/><stop offset="1" stop-color="hsl(${hue} 40% 80%)"/></linearGradient></defs>` +
    `<rect width="300" height="360" fill="url(#bg)"/><circle cx="238" cy="70" r="90" fill="#fff" opacity=".35"/>${avatar}</svg>`
  );
}
