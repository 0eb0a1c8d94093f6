/** Small decorative SVG images for cards: a tinted background, soft shapes and a motif. */
export type Motif = 'cross' | 'leaf' | 'drop' | 'spark' | 'heart' | 'tag' | 'building';

const MOTIFS: Record<Motif, string> = {
  cross: 'M-14-42h28v28h28v28h-28v28h-28v-28h-28v-28h28z',
  leaf: 'M0 46C-40 20-34-30 0-46 34-30 40 20 0 46zM0 40V-30',
  drop: 'M0-46C18-18 34 2 34 18A34 34 0 0 1-34 18C-34 2-18-18 0-46z',
  spark: 'M0-46L11-11 46 0 11 11 0 46-11 11-46 0-11-11z',
  heart: 'M0 40C-50 6-40-40 0-18 40-40 50 6 0 40z',
  tag: 'M-44-20L-8-44H40V4L4 40zM22-26a7 7 0 1 0 .1 0z',
  building: 'M-40 44V-20L0-44 40-20V44zM-24 4h14v14h-14zM10 4h14v14H10zM-7 26h14v18H-7z',
};

export function cardSvg(hue: number, motif: Motif, width: number, height: number): string {
  const light = `hsl(${hue} 60% 93%)`;
  const mid = `hsl(${hue} 50% 82%)`;
  const deep = `hsl(${hue} 45% 52%)`;
  const scale = (Math.min(width, height) / 300).toFixed(2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.15)}" r="${Math.round(height * 0.35)}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.25)}" fill="${deep}" opacity=".12"/>` +
    `<path transform="translate(${width / 2} ${height / 2}) scale(${scale})" d="${MOTIFS[motif]}" fill="${deep}" fill-opacity=".85" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
    `</svg>`
  );
}

/** A neutral portrait placeholder for a doctor's card (300×360). */
export function portraitSvg(hue: number, female: boolean): string {
  const hair = female
    ? '<path d="M102 150c-6-62 26-92 48-92s54 30 48 92c-8-30-20-52-48-52s-40 22-48 52z" fill="#5b4636"/><path d="M100 150c0 40-6 70-14 86h32zM200 150c0 40 6 70 14 86h-32z" fill="#5b4636"/>'
    : '<path d="M108 138c-4-50 18-74 42-74s46 24 42 74c-6-24-18-40-42-40s-36 16-42 40z" fill="#3f3a36"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360" viewBox="0 0 300 360">` +
    `<rect width="300" height="360" fill="hsl(${hue} 45% 90%)"/>` +
    `<path d="M40 360c4-70 50-104 110-104s106 34 110 104z" fill="#fff"/>` +
    `<path d="M128 256l22 40 22-40z" fill="hsl(${hue} 45% 52%)"/>` +
    `<rect x="132" y="214" width="36" height="46" rx="12" fill="#e8c3a6"/>` +
    `<ellipse cx="150" cy="152" rx="46" ry="56" fill="#f0cdb2"/>${hair}` +
    `<path d="M96 300h30M102 300v30" stroke="hsl(${hue} 45% 52%)" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  );
}
