/**
 * Flat illustrations drawn for the dataset's pictures: rooms, equipment and care scenes of a
 * clinic, composed per item so that a picture shows what its caption names. Shapes only (no
 * text, no fonts), so each file is a few kilobytes of SVG and renders the same everywhere.
 */
export type Scene =
  | 'exterior'
  | 'reception'
  | 'waiting'
  | 'consultation'
  | 'treatment'
  | 'cosmetology'
  | 'laser'
  | 'ultrasound'
  | 'lab'
  | 'cardio'
  | 'operating'
  | 'kids'
  | 'team'
  | 'congress'
  | 'dermoscopy'
  | 'skincare'
  | 'sun'
  | 'winter'
  | 'hair'
  | 'pregnancy'
  | 'neuro'
  | 'veins'
  | 'thyroid'
  | 'sterilisation'
  | 'injection';

export interface IllustrationOptions {
  scene: Scene;
  /** Main colour of the walls and accents, 0–360. */
  hue: number;
  width: number;
  height: number;
  /** A promotion's badge: a round tag in the corner. */
  badge?: boolean;
}

const INK = '#1f3b45';
const TEAL = '#0f6b6e';
const WOOD = '#c89b6d';
const WHITE = '#ffffff';
const SKIN = ['#f1c3a5', '#e0a987', '#f6d2bb', '#c98b63'];
const HAIR = ['#3b2a22', '#6b4a2f', '#b98b57', '#2a2a2a', '#8c8c8c'];

const hsl = (hue: number, s: number, lightness: number) => `hsl(${hue} ${s}% ${lightness}%)`;
const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;
const c = (x: number, y: number, radius: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Wall, floor and a window: the room every interior scene stands in. */
function room(hue: number, windowAt: 'left' | 'right' = 'left'): string {
  const wx = windowAt === 'left' ? 28 : 292;
  return (
    r(0, 0, 400, 300, hsl(hue, 45, 92)) +
    r(0, 222, 400, 78, hsl(hue, 18, 80)) +
    r(0, 218, 400, 6, hsl(hue, 25, 70)) +
    r(wx, 34, 80, 96, WHITE, 4) +
    r(wx + 6, 40, 68, 84, hsl(200, 70, 86)) +
    c(wx + 50, 100, 18, hsl(130, 35, 62)) +
    c(wx + 30, 108, 14, hsl(130, 35, 55)) +
    r(wx + 38, 40, 4, 84, WHITE)
  );
}

function plant(x: number, y: number, hue = 140): string {
  return (
    p(`M${x - 14} ${y - 30}h28l-4 30h-20z`, hsl(20, 40, 60)) +
    p(`M${x} ${y - 30}c-22-10-26-34-18-50 10 10 16 28 18 50z`, hsl(hue, 40, 45)) +
    p(`M${x} ${y - 30}c20-12 22-36 12-52-10 12-14 30-12 52z`, hsl(hue, 45, 38)) +
    p(`M${x} ${y - 30}c-4-22 0-44 6-60 6 18 4 40-6 60z`, hsl(hue, 40, 52))
  );
}

/** A person from the waist up: coat colour says doctor (white), nurse (teal) or visitor. */
function person(x: number, y: number, seed: number, coat = WHITE, scale = 1): string {
  const skin = SKIN[seed % SKIN.length]!;
  const hair = HAIR[(seed >> 2) % HAIR.length]!;
  const longHair = seed % 2 === 0;
  const s = (n: number) => n * scale;
  return (
    `<g transform="translate(${x} ${y})">` +
    (longHair ? p(`M${s(-19)} ${s(-56)}c0-26 38-26 38 0v${s(30)}h${s(-38)}z`, hair) : '') +
    p(
      `M${s(-34)} ${s(40)}c0-30 12-44 34-44s34 14 34 44z`,
      coat,
      coat === WHITE ? ` stroke="${hsl(200, 15, 82)}" stroke-width="2"` : '',
    ) +
    (coat === WHITE
      ? p(`M${s(-8)} ${s(-4)}l8 ${s(18)} 8-${s(18)}z`, hsl(190, 40, 70)) +
        line(`M${s(-12)} ${s(2)}c-4 14 4 24 12 24`, INK, 2)
      : '') +
    r(s(-7), s(-16), s(14), s(14), skin) +
    c(0, s(-34), s(17), skin) +
    p(`M${s(-18)} ${s(-36)}c0-18 10-22 18-22s18 4 18 22c-6-8-14-10-18-10s-12 2-18 10z`, hair) +
    `</g>`
  );
}

function desk(x: number, y: number, hue: number): string {
  return (
    r(x, y, 170, 70, hsl(hue, 30, 60), 6) +
    r(x - 6, y - 8, 182, 12, WOOD, 4) +
    r(x + 110, y - 46, 44, 30, INK, 3) +
    r(x + 113, y - 43, 38, 24, hsl(200, 60, 80)) +
    r(x + 128, y - 16, 8, 8, INK) +
    c(x + 30, y + 36, 14, WHITE) +
    p(`M${x + 24} ${y + 36}h12M${x + 30} ${y + 30}v12`, 'none', ` stroke="${TEAL}" stroke-width="4"`)
  );
}

function couch(x: number, y: number, hue: number): string {
  return (
    r(x, y, 150, 22, hsl(hue, 35, 55), 8) +
    r(x + 4, y - 10, 40, 14, WHITE, 6) +
    r(x + 8, y + 22, 8, 36, '#8a9aa3') +
    r(x + 134, y + 22, 8, 36, '#8a9aa3') +
    r(x + 2, y + 20, 146, 6, '#8a9aa3')
  );
}

function lamp(x: number, y: number): string {
  return (
    line(`M${x} ${y}v-120l40-30`, '#8a9aa3', 5) +
    p(`M${x + 26} ${y - 156}l34 12-10 22-34-12z`, '#dfe7ea') +
    c(x + 40, y - 137, 7, '#fff6c8') +
    r(x - 16, y, 32, 6, '#8a9aa3', 3)
  );
}

function cabinet(x: number, y: number): string {
  return (
    r(x, y, 70, 90, WHITE, 4) +
    r(x + 4, y + 4, 62, 40, hsl(200, 30, 90)) +
    r(x + 4, y + 48, 62, 38, hsl(200, 30, 90)) +
    r(x + 30, y + 20, 10, 3, '#8a9aa3') +
    r(x + 30, y + 64, 10, 3, '#8a9aa3')
  );
}

function bottles(x: number, y: number, hue: number): string {
  return (
    r(x, y - 50, 18, 50, hsl(hue, 40, 70), 4) +
    r(x + 5, y - 62, 8, 12, INK) +
    r(x + 9, y - 66, 12, 4, INK) +
    r(x + 24, y - 30, 26, 30, WHITE, 6) +
    r(x + 22, y - 36, 30, 8, hsl(hue, 40, 55), 3) +
    r(x + 56, y - 58, 14, 58, hsl(hue + 30, 40, 78), 5) +
    r(x + 58, y - 66, 10, 8, hsl(hue, 30, 40)) +
    p(`M${x + 76} ${y}v-28c0-8 14-8 14 0v28z`, hsl(hue - 20, 45, 62)) +
    r(x + 80, y - 38, 6, 10, INK)
  );
}

function laserDevice(x: number, y: number, hue: number): string {
  return (
    r(x, y - 110, 60, 110, WHITE, 8) +
    r(x + 6, y - 102, 48, 32, INK, 3) +
    r(x + 9, y - 99, 42, 26, hsl(hue, 60, 70)) +
    c(x + 30, y - 50, 8, hsl(hue, 50, 50)) +
    r(x + 8, y - 30, 44, 6, hsl(200, 15, 85), 3) +
    line(`M${x + 56} ${y - 90}c40-10 50 30 70 40`, '#8a9aa3', 6) +
    r(x + 118, y - 56, 26, 12, INK, 4) +
    p(`M${x + 142} ${y - 50}l16 4-16 4z`, hsl(0, 80, 60)) +
    c(x + 10, y + 4, 5, INK) +
    c(x + 50, y + 4, 5, INK)
  );
}

function screen(x: number, y: number, content: string): string {
  return (
    r(x, y, 90, 64, INK, 5) +
    r(x + 5, y + 5, 80, 54, '#0b2a33') +
    content +
    r(x + 40, y + 64, 10, 14, '#8a9aa3') +
    r(x + 26, y + 78, 38, 5, '#8a9aa3', 2)
  );
}

function ultrasoundScreen(x: number, y: number): string {
  return screen(
    x,
    y,
    p(`M${x + 45} ${y + 12}l-28 40h56z`, '#2f5d66') + c(x + 45, y + 38, 8, '#9fc3c8') + c(x + 38, y + 44, 4, '#6d9aa2'),
  );
}

function ecgScreen(x: number, y: number): string {
  return screen(x, y, line(`M${x + 8} ${y + 34}h18l6-14 8 28 6-22 4 8h32`, '#5ee08a', 2.5));
}

function microscope(x: number, y: number): string {
  return (
    r(x, y - 8, 60, 8, INK, 3) +
    r(x + 38, y - 70, 10, 62, INK, 3) +
    p(`M${x + 10} ${y - 80}l26 30 8-8-26-30z`, '#dfe7ea') +
    r(x + 14, y - 40, 36, 6, '#8a9aa3', 2) +
    c(x + 44, y - 72, 8, '#8a9aa3')
  );
}

function tubes(x: number, y: number, hue: number): string {
  let out = r(x, y - 20, 80, 20, WHITE, 3);
  for (let i = 0; i < 5; i += 1)
    out +=
      r(x + 6 + i * 15, y - 56, 9, 44, hsl(200, 20, 95), 4) +
      r(
        x + 6 + i * 15,
        y - 36,
        9,
        24,
        [hsl(0, 70, 55), hsl(hue, 50, 55), hsl(45, 80, 60), hsl(0, 70, 55), hsl(270, 40, 60)][i]!,
        4,
      );
  return out;
}

function chairs(x: number, y: number, hue: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = x + i * 58;
    out +=
      r(cx, y - 46, 46, 34, hsl(hue, 40, 55), 8) +
      r(cx - 2, y - 16, 50, 12, hsl(hue, 40, 48), 5) +
      r(cx + 4, y - 4, 5, 24, INK) +
      r(cx + 37, y - 4, 5, 24, INK);
  }
  return out;
}

function frames(x: number, y: number, hue: number): string {
  return (
    r(x, y, 40, 30, WOOD, 2) +
    r(x + 4, y + 4, 32, 22, WHITE) +
    r(x + 10, y + 10, 20, 3, hsl(hue, 30, 70)) +
    r(x + 52, y + 4, 34, 26, WOOD, 2) +
    r(x + 56, y + 8, 26, 18, WHITE) +
    c(x + 69, y + 17, 5, hsl(hue, 50, 60))
  );
}

function toys(x: number, y: number): string {
  return (
    r(x, y - 22, 22, 22, hsl(5, 75, 62), 3) +
    r(x + 24, y - 22, 22, 22, hsl(200, 70, 60), 3) +
    r(x + 12, y - 44, 22, 22, hsl(45, 85, 60), 3) +
    c(x + 70, y - 14, 14, hsl(130, 50, 55)) +
    line(`M${x + 58} ${y - 14}h24`, WHITE, 2)
  );
}

function bigLamp(x: number): string {
  return (
    line(`M${x} 0v40`, '#8a9aa3', 6) +
    p(`M${x - 60} 60c0-20 120-20 120 0z`, '#dfe7ea') +
    c(x - 30, 58, 10, '#fff6c8') +
    c(x, 60, 10, '#fff6c8') +
    c(x + 30, 58, 10, '#fff6c8')
  );
}

function sun(x: number, y: number, radius: number): string {
  let rays = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    rays += line(
      `M${(x + Math.cos(a) * (radius + 8)).toFixed(1)} ${(y + Math.sin(a) * (radius + 8)).toFixed(1)}L${(x + Math.cos(a) * (radius + 22)).toFixed(1)} ${(y + Math.sin(a) * (radius + 22)).toFixed(1)}`,
      hsl(42, 95, 60),
      5,
    );
  }
  return rays + c(x, y, radius, hsl(45, 95, 62));
}

function snowflake(x: number, y: number, size: number): string {
  const arm = `M0 0v-${size}M0 -${size * 0.6}l-${size * 0.25} -${size * 0.25}M0 -${size * 0.6}l${size * 0.25} -${size * 0.25}`;
  let out = `<g transform="translate(${x} ${y})">`;
  for (let i = 0; i < 6; i += 1) out += `<g transform="rotate(${i * 60})">${line(arm, WHITE, 3)}</g>`;
  return `${out}</g>`;
}

/** A head in profile with hair: the subject of trichology, neurology and skin-care scenes. */
function profile(x: number, y: number, hair: string, skin = SKIN[0]!): string {
  return (
    p(
      `M${x} ${y + 120}c-4-30 0-40-14-54-16-16-16-54 10-72 30-20 74-6 78 34 2 16 8 26 14 34 4 6-2 8-8 8l2 14c0 8-10 8-18 8l-2 14c-4 10-20 6-30 4l2 14z`,
      skin,
    ) +
    p(
      `M${x - 6} ${y + 14}c-8-40 30-66 68-54 24 8 34 30 30 48-14-18-40-20-50-8-10 14-20 30-26 56-10-14-18-26-22-42z`,
      hair,
    )
  );
}

function badge(width: number): string {
  const x = width - 62;
  return (
    c(x, 58, 40, hsl(355, 75, 55)) +
    c(x, 58, 33, 'none').replace(
      'fill="none"',
      `fill="none" stroke="${WHITE}" stroke-width="2" stroke-dasharray="4 4"`,
    ) +
    line(`M${x - 14} ${72}l28-28`, WHITE, 5) +
    c(x - 11, 47, 6, WHITE) +
    c(x + 11, 69, 6, WHITE)
  );
}

const SCENES: Record<Scene, (hue: number) => string> = {
  exterior: (hue) =>
    r(0, 0, 400, 300, hsl(200, 70, 88)) +
    c(330, 60, 26, hsl(45, 95, 70)) +
    r(0, 250, 400, 50, '#b9c3c7') +
    r(70, 50, 260, 200, hsl(hue, 20, 94)) +
    r(70, 50, 260, 14, hsl(hue, 25, 80)) +
    Array.from({ length: 6 }, (_, i) =>
      r(88 + (i % 3) * 84, 80 + Math.floor(i / 3) * 56, 56, 38, hsl(200, 50, 78), 3),
    ).join('') +
    r(160, 196, 80, 54, hsl(200, 45, 70), 3) +
    r(198, 196, 4, 54, WHITE) +
    r(150, 184, 100, 10, TEAL, 3) +
    c(200, 170, 9, TEAL) +
    p('M196 166h8M200 162v16', 'none', ` stroke="${WHITE}" stroke-width="3"`) +
    plant(40, 252, 130) +
    plant(360, 252, 140) +
    r(262, 236, 46, 14, hsl(hue, 20, 70), 3),
  reception: (hue) =>
    room(hue, 'right') +
    r(40, 40, 60, 60, WHITE, 30) +
    c(70, 70, 22, TEAL) +
    p('M64 70h12M70 64v12', 'none', ` stroke="${WHITE}" stroke-width="5"`) +
    person(200, 152, 3, hsl(175, 45, 40)) +
    desk(116, 160, hue) +
    plant(330, 232) +
    plant(60, 232, 160),
  waiting: (hue) =>
    room(hue) +
    chairs(150, 226, hue, 3) +
    plant(350, 232) +
    r(120, 80, 120, 70, WHITE, 4) +
    r(128, 88, 104, 54, hsl(hue, 45, 82)) +
    person(237, 196, 6, hsl(30, 60, 60), 0.9),
  consultation: (hue) =>
    room(hue, 'right') +
    frames(40, 50, hue) +
    person(150, 150, 1) +
    desk(70, 164, hue) +
    person(300, 176, 4, hsl(hue + 40, 45, 60)) +
    r(272, 212, 56, 14, hsl(hue, 30, 45), 5),
  treatment: (hue) => room(hue) + lamp(320, 206) + couch(140, 176, hue) + cabinet(40, 132) + plant(372, 232),
  cosmetology: (hue) =>
    room(hue, 'right') +
    couch(60, 176, hue) +
    person(250, 160, 2) +
    r(300, 100, 70, 8, WOOD, 3) +
    bottles(302, 100, hue) +
    c(90, 80, 32, hsl(200, 30, 90)) +
    c(90, 80, 26, hsl(200, 60, 84)),
  laser: (hue) => room(hue) + couch(40, 186, hue) + laserDevice(230, 220, hue) + plant(370, 232),
  ultrasound: (hue) =>
    room(hue, 'right') +
    couch(40, 186, hue) +
    r(220, 150, 70, 76, WHITE, 6) +
    ultrasoundScreen(210, 70) +
    person(330, 176, 5),
  lab: (hue) =>
    room(hue) +
    r(40, 170, 330, 12, WOOD, 3) +
    r(50, 182, 310, 40, WHITE) +
    microscope(70, 170) +
    tubes(170, 170, hue) +
    r(280, 120, 56, 50, WHITE, 6) +
    r(286, 126, 44, 20, hsl(hue, 40, 80)),
  cardio: (hue) =>
    room(hue) +
    couch(30, 186, hue) +
    ecgScreen(220, 70) +
    r(240, 150, 50, 76, WHITE, 6) +
    p('M330 90c-16-14-34 0-20 16l20 18 20-18c14-16-4-30-20-16z', hsl(355, 70, 60)),
  operating: () =>
    r(0, 0, 400, 300, hsl(180, 30, 88)) +
    r(0, 230, 400, 70, hsl(180, 15, 78)) +
    bigLamp(200) +
    couch(110, 190, 180) +
    r(300, 120, 60, 110, WHITE, 6) +
    ecgScreen(300, 60) +
    cabinet(26, 140),
  kids: (hue) =>
    room(hue) +
    toys(60, 232) +
    r(200, 60, 14, 160, WHITE) +
    Array.from({ length: 6 }, (_, i) => r(200, 70 + i * 24, 22, 3, hsl(i * 50, 60, 60))).join('') +
    person(300, 176, 8, WHITE) +
    person(252, 200, 2, hsl(45, 85, 60), 0.6) +
    plant(370, 232),
  team: (hue) =>
    room(hue) +
    person(90, 186, 1) +
    person(160, 176, 2, hsl(175, 45, 40)) +
    person(230, 180, 5) +
    person(300, 186, 6, WHITE) +
    plant(372, 232),
  congress: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 30, 30)) +
    r(60, 30, 280, 140, WHITE, 4) +
    r(80, 50, 120, 10, hsl(hue, 40, 55)) +
    r(80, 70, 200, 6, '#cfd8dc') +
    r(80, 84, 170, 6, '#cfd8dc') +
    c(290, 120, 26, hsl(hue, 50, 70)) +
    person(110, 250, 0, hsl(220, 20, 40)) +
    person(200, 260, 3, hsl(0, 30, 45)) +
    person(290, 250, 6, hsl(100, 20, 40)),
  dermoscopy: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 45, 92)) +
    p('M-10 210c80-30 180-40 420-20v120H-10z', SKIN[0]!) +
    c(170, 220, 7, '#7a4e33') +
    c(250, 236, 4, '#8d5e40') +
    c(112, 238, 3, '#8d5e40') +
    c(196, 160, 44, '#dfe7ea') +
    c(196, 160, 34, hsl(200, 50, 88)) +
    r(180, 40, 32, 80, INK, 10) +
    c(196, 64, 6, hsl(120, 60, 55)) +
    line('M184 194l-10 20', '#8a9aa3', 4),
  skincare: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 45, 92)) +
    c(300, 90, 70, hsl(hue, 45, 85)) +
    r(0, 230, 400, 70, hsl(hue, 20, 82)) +
    bottles(120, 230, hue) +
    bottles(220, 230, hue + 40) +
    p('M80 230c-30-30-20-70 10-90 8 30 10 60-10 90z', hsl(140, 40, 50)),
  sun: (hue) =>
    r(0, 0, 400, 300, hsl(200, 80, 85)) +
    sun(300, 80, 34) +
    p('M0 220c80-20 160-10 400-30v110H0z', hsl(45, 70, 80)) +
    r(120, 140, 40, 90, hsl(hue, 55, 60), 10) +
    r(126, 124, 28, 20, WHITE, 4) +
    r(128, 168, 24, 24, WHITE, 12) +
    r(180, 180, 60, 40, WHITE, 8) +
    r(178, 172, 64, 12, hsl(hue, 55, 50), 5),
  winter: (hue) =>
    r(0, 0, 400, 300, hsl(210, 45, 80)) +
    snowflake(80, 70, 24) +
    snowflake(330, 60, 18) +
    snowflake(250, 130, 12) +
    snowflake(60, 180, 14) +
    r(0, 240, 400, 60, WHITE) +
    r(150, 170, 100, 70, WHITE, 14) +
    r(146, 156, 108, 22, hsl(hue, 45, 55), 8) +
    c(200, 206, 16, hsl(hue, 45, 85)),
  hair: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 40, 92)) +
    profile(150, 60, HAIR[1]!) +
    p('M292 80h54v16h-54z', hsl(hue, 40, 55)) +
    Array.from({ length: 7 }, (_, i) => r(296 + i * 7, 96, 3, 26, hsl(hue, 40, 55))).join('') +
    c(320, 200, 30, hsl(hue, 35, 84)) +
    c(320, 200, 22, hsl(hue, 50, 70)),
  pregnancy: (hue) =>
    room(hue, 'right') +
    p('M150 250c-10-60 0-120 40-130 30-6 50 20 40 50-4 14 20 30 20 50 0 16-10 30-20 30z', hsl(hue, 50, 70)) +
    c(190, 96, 20, SKIN[0]!) +
    p('M170 92c0-26 40-26 40 0-8-10-32-10-40 0z', HAIR[0]!) +
    p('M240 170c-8-8-20 0-12 10l12 10 12-10c8-10-4-18-12-10z', hsl(350, 70, 60)) +
    ultrasoundScreen(40, 60),
  neuro: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 40, 92)) +
    profile(140, 60, HAIR[3]!) +
    c(196, 110, 30, hsl(hue, 40, 80)) +
    line('M176 110c6-12 14 12 20 0s14 12 20 0', hsl(hue, 45, 50), 3) +
    r(280, 70, 70, 90, WHITE, 6) +
    line('M292 100h46M292 116h36M292 132h42', '#cfd8dc', 4),
  veins: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 40, 92)) +
    p('M140 0h50l-4 240c0 20-20 30-44 30h-10c4-40 10-140 8-270z', SKIN[1]!) +
    p('M220 0h50c0 90 4 200 6 270h-10c-24 0-44-10-44-30z', SKIN[1]!) +
    line('M166 40c-8 30 10 50 0 80s6 50-4 90', hsl(230, 50, 55), 3) +
    line('M246 60c8 30-8 60 4 90s-6 40 2 70', hsl(230, 50, 55), 3) +
    laserDevice(300, 250, hue).replace(/<path d="M[^"]*" fill="none" stroke="#8a9aa3" stroke-width="6"[^>]*\/>/, ''),
  thyroid: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 40, 92)) +
    p('M140 300c0-60 20-90 60-100v-60h60v60c40 10 60 40 60 100z', SKIN[2]!) +
    c(230, 100, 50, SKIN[2]!) +
    p(
      'M208 206c-20-12-30 10-18 22 10 10 26 4 30-6 4 10 20 16 30 6 12-12 2-34-18-22-6 4-8 10-12 10s-6-6-12-10z',
      hsl(hue, 55, 55),
    ) +
    ultrasoundScreen(30, 40),
  sterilisation: (hue) =>
    room(hue) +
    r(120, 110, 160, 110, '#dfe7ea', 8) +
    c(200, 165, 40, '#8a9aa3') +
    c(200, 165, 32, hsl(200, 30, 88)) +
    r(240, 120, 30, 10, hsl(120, 50, 50), 3) +
    r(40, 170, 60, 50, WHITE, 4) +
    plant(350, 232),
  injection: (hue) =>
    r(0, 0, 400, 300, hsl(hue, 45, 92)) +
    c(120, 160, 90, SKIN[0]!) +
    p('M62 110c10-50 100-60 120-10-20-12-60-18-90 0z', HAIR[2]!) +
    c(96, 160, 5, INK) +
    line('M130 196c8 6 18 6 26 0', INK, 3) +
    `<g transform="rotate(-30 280 150)">${r(210, 140, 110, 22, WHITE, 4)}${r(216, 144, 60, 14, hsl(hue, 50, 75))}${r(320, 147, 30, 8, '#8a9aa3', 2)}${r(350, 150, 40, 2, '#8a9aa3')}${r(196, 136, 14, 30, '#8a9aa3', 3)}</g>`,
};

/** One illustration as an SVG document, cropped to `width`×`height` from its 400×300 drawing. */
export function illustration({ scene, hue, width, height, badge: withBadge = false }: IllustrationOptions): string {
  const body = SCENES[scene](((hue % 360) + 360) % 360) + (withBadge ? badge(400) : '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** What each scene shows, for the picture's alternative text. */
export const SCENE_ALT: Record<Scene, { uk: string; en: string }> = {
  exterior: {
    uk: 'будівля клініки зі скляними дверима, вивіскою з хрестом і рослинами біля входу',
    en: 'the clinic building with glass doors, a cross sign and plants by the entrance',
  },
  reception: {
    uk: 'адміністраторка за стійкою рецепції з монітором, на стіні логотип клініки',
    en: 'a receptionist at the front desk with a monitor, the clinic logo on the wall',
  },
  waiting: {
    uk: 'зона очікування з кріслами, картиною на стіні та вазоном',
    en: 'a waiting area with armchairs, a picture on the wall and a potted plant',
  },
  consultation: {
    uk: 'лікар у білому халаті за столом розмовляє з пацієнткою, на стіні дипломи',
    en: 'a doctor in a white coat at a desk talking to a patient, diplomas on the wall',
  },
  treatment: {
    uk: 'процедурний кабінет: кушетка, оглядова лампа та медична шафа',
    en: 'a treatment room with a couch, an examination lamp and a medical cabinet',
  },
  cosmetology: {
    uk: 'кабінет косметолога: кушетка, дзеркало, лікарка та полиця з доглядовими засобами',
    en: 'a cosmetology room with a couch, a mirror, the doctor and a shelf of skin-care products',
  },
  laser: {
    uk: 'лазерний апарат на колесах із маніпулою поруч із процедурною кушеткою',
    en: 'a laser device on wheels with its handpiece beside a treatment couch',
  },
  ultrasound: {
    uk: 'кабінет УЗД: кушетка, апарат з екраном і лікарка',
    en: 'an ultrasound room with a couch, the scanner’s screen and the doctor',
  },
  lab: {
    uk: 'лабораторний стіл з мікроскопом і штативом пробірок із кровʼю',
    en: 'a laboratory bench with a microscope and a rack of blood tubes',
  },
  cardio: {
    uk: 'кардіологічний кабінет: монітор з кардіограмою, кушетка і серце на стіні',
    en: 'a cardiology room with an ECG monitor, a couch and a heart on the wall',
  },
  operating: {
    uk: 'операційна з безтіньовою лампою, операційним столом і монітором',
    en: 'an operating room with a surgical lamp, an operating table and a monitor',
  },
  kids: {
    uk: 'дитячий куточок з кубиками та мʼячем, ростомір і педіатриня з дитиною',
    en: 'a children’s corner with blocks and a ball, a height chart and a paediatrician with a child',
  },
  team: {
    uk: 'команда клініки: лікарі в білих халатах і медична сестра в бірюзовій формі',
    en: 'the clinic team: doctors in white coats and a nurse in teal scrubs',
  },
  congress: {
    uk: 'конференційна зала: екран із презентацією та лікарі в залі',
    en: 'a conference hall with a presentation on screen and doctors in the audience',
  },
  dermoscopy: { uk: 'дерматоскоп над шкірою з родимками', en: 'a dermatoscope over skin with moles' },
  skincare: {
    uk: 'доглядові засоби для шкіри: флакони, тюбики та баночки з кремом',
    en: 'skin-care products: bottles, tubes and jars of cream',
  },
  sun: { uk: 'яскраве сонце над пляжем і сонцезахисний крем', en: 'a bright sun over a beach and a sunscreen bottle' },
  winter: {
    uk: 'сніжинки на морозному небі та баночка живильного крему',
    en: 'snowflakes in a frosty sky and a jar of rich cream',
  },
  hair: {
    uk: 'профіль жінки з густим волоссям, гребінець і лупа трихоскопа',
    en: 'a woman’s profile with thick hair, a comb and a trichoscope lens',
  },
  pregnancy: {
    uk: 'вагітна жінка поруч з екраном УЗД і сердечком',
    en: 'a pregnant woman beside an ultrasound screen and a heart',
  },
  neuro: {
    uk: 'профіль людини з позначкою болю в голові та записи лікаря',
    en: 'a person’s profile with a mark of pain in the head and the doctor’s notes',
  },
  veins: { uk: 'ноги з помітними венами та лазерний апарат', en: 'legs with visible veins and a laser device' },
  thyroid: {
    uk: 'шия з щитоподібною залозою у формі метелика та екран УЗД',
    en: 'a neck with the butterfly-shaped thyroid and an ultrasound screen',
  },
  sterilisation: {
    uk: 'стерилізаційна: автоклав і шафа для інструментів',
    en: 'a sterilisation room with an autoclave and an instrument cabinet',
  },
  injection: {
    uk: 'обличчя пацієнтки та шприц для інʼєкційної процедури',
    en: 'a patient’s face and a syringe for an injection treatment',
  },
};
