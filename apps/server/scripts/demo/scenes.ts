import sharp from 'sharp';
import type { seededRandom } from '../random';
import type { Language } from './compose';

/**
 * The demo's pictures: simple scenes drawn at seed time (shapes and gradients, no photos),
 * each with the alt text its poster would write, in the languages it is described in. An
 * alt text says what is drawn and nothing more: a scene's positions and sizes vary from one
 * drawing to the next, never what its text names (the colours, the number of books).
 */
type Random = ReturnType<typeof seededRandom>;

export type Shape = 'landscape' | 'wide' | 'portrait' | 'square';
/** The size each scene is drawn at; the pictures are stored at `SCALE` of it. */
const SIZES: Record<Shape, [number, number]> = {
  landscape: [1200, 800],
  wide: [1280, 720],
  portrait: [900, 1200],
  square: [1080, 1080],
};
/**
 * 780 × 520 and the like: sharp enough for a drawing in a card or the viewer, and the seed
 * draws and re-encodes each picture in about 50 ms of processor time rather than 90.
 */
const SCALE = 0.65;

type Canvas = { w: number; h: number; r: Random };
type Scene = {
  shapes: Shape[];
  alt: Partial<Record<Language, string>> & { en: string };
  draw: (c: Canvas) => string;
};

const between = (r: Random, low: number, high: number) => low + r.next() * (high - low);
const round = (n: number) => Math.round(n * 10) / 10;

/** A vertical gradient filling the picture, top colour to bottom colour. */
function sky(id: string, stops: string[], w: number, h: number, height = h): string {
  const offsets = stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${offsets}</linearGradient></defs>` +
    `<rect width="${w}" height="${round(height)}" fill="url(#${id})"/>`
  );
}

/** A band of hills from `y` down, its top a smooth wave. */
function hills(c: Canvas, y: number, amplitude: number, fill: string): string {
  const { w, h, r } = c;
  const points = 4;
  let d = `M0 ${round(y + between(r, -amplitude, amplitude))}`;
  for (let i = 1; i <= points; i++) {
    const x = (w * i) / points;
    const cx = x - w / points / 2;
    d += ` Q${round(cx)} ${round(y - amplitude * between(r, 0.5, 1.5))} ${round(x)} ${round(y + between(r, -amplitude, amplitude) / 2)}`;
  }
  return `<path d="${d} V${h} H0 Z" fill="${fill}"/>`;
}

/** Dark rooftops along the bottom: blocks with pitched roofs and a chimney now and then. */
function rooftops(c: Canvas, top: number, fill: string): string {
  const { w, h, r } = c;
  let out = '';
  for (let x = -20; x < w; ) {
    const width = between(r, 0.08, 0.16) * w;
    const y = top + between(r, 0, 0.12) * h;
    const pitch = between(r, 0.03, 0.07) * h;
    out += `<path d="M${round(x)} ${h} V${round(y)} L${round(x + width / 2)} ${round(y - pitch)} L${round(x + width)} ${round(y)} V${h} Z" fill="${fill}"/>`;
    if (r.next() < 0.5) {
      const cx = x + width * 0.7;
      out += `<rect x="${round(cx)}" y="${round(y - pitch * 1.1)}" width="${round(width * 0.08)}" height="${round(pitch)}" fill="${fill}"/>`;
    }
    x += width - 2;
  }
  return out;
}

function stars(c: Canvas, count: number, bottom: number): string {
  const { w, r } = c;
  let out = '';
  for (let i = 0; i < count; i++) {
    const size = r.next() < 0.1 ? 2.6 : between(r, 0.8, 1.8);
    out += `<circle cx="${round(r.next() * w)}" cy="${round(r.next() * bottom)}" r="${round(size)}" fill="#ffffff" opacity="${round(between(r, 0.5, 1))}"/>`;
  }
  return out;
}

/** A top view of a cup on its saucer, filled with `drink`, on a table of `table`. */
function cupFromAbove(c: Canvas, table: string, drink: string, extra = ''): string {
  const { w, h, r } = c;
  const side = Math.min(w, h);
  const cx = w / 2 + between(r, -0.08, 0.08) * w;
  const cy = h / 2 + between(r, -0.05, 0.05) * h;
  let grain = '';
  for (let y = 0; y < h; y += side * 0.09)
    grain += `<line x1="0" y1="${round(y + between(r, 0, 10))}" x2="${w}" y2="${round(y + between(r, 0, 10))}" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>`;
  return (
    `<rect width="${w}" height="${h}" fill="${table}"/>${grain}` +
    `<circle cx="${round(cx + 12)}" cy="${round(cy + 16)}" r="${round(side * 0.36)}" fill="#000000" opacity="0.15"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.36)}" fill="#f8fafc"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.25)}" fill="#e2e8f0"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.22)}" fill="#ffffff"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.185)}" fill="${drink}"/>` +
    `<path d="M${round(cx + side * 0.2)} ${round(cy - side * 0.05)} h${round(side * 0.12)} a${round(side * 0.05)} ${round(side * 0.05)} 0 0 1 0 ${round(side * 0.1)} h${round(-side * 0.12)} Z" fill="#ffffff"/>` +
    extra.replaceAll('CX', String(round(cx))).replaceAll('CY', String(round(cy)))
  );
}

const scenes = {
  sunsetHills: {
    shapes: ['landscape', 'wide', 'square'],
    alt: {
      en: 'A drawing of an orange sun going down behind two green hills, under a pink and yellow sky.',
      es: 'Dibujo de un sol naranja que se pone detrás de dos colinas verdes, con el cielo rosa y amarillo.',
      de: 'Zeichnung: Eine orange Sonne geht hinter zwei grünen Hügeln unter, der Himmel ist rosa und gelb.',
      ja: '二つの緑の丘の向こうに沈むオレンジ色の太陽の絵。空はピンクと黄色。',
      it: 'Disegno di un sole arancione che tramonta dietro due colline verdi, con il cielo rosa e giallo.',
    },
    draw: (c) => {
      const sun = `<circle cx="${round(c.w * between(c.r, 0.35, 0.65))}" cy="${round(c.h * 0.6)}" r="${round(Math.min(c.w, c.h) * 0.13)}" fill="#f97316"/>`;
      return (
        sky('sky', ['#db2777', '#f472b6', '#fde047'], c.w, c.h) +
        sun +
        hills(c, c.h * 0.66, c.h * 0.06, '#4d7c0f') +
        hills(c, c.h * 0.78, c.h * 0.05, '#166534')
      );
    },
  },
  sunsetWater: {
    shapes: ['landscape', 'wide', 'portrait'],
    alt: {
      en: 'A drawing of the sun setting into dark blue water, its light in short orange lines on the surface.',
      es: 'Dibujo del sol poniéndose sobre un agua azul oscuro, con su luz en líneas naranjas cortas sobre la superficie.',
      pt: 'Desenho do sol se pondo sobre a água azul-escura, com a luz em risquinhos laranja na superfície.',
      de: 'Zeichnung: Die Sonne geht über dunkelblauem Wasser unter, ihr Licht liegt in kurzen orangen Strichen darauf.',
      it: "Disegno del sole che tramonta sull'acqua blu scuro, con la luce in brevi linee arancioni sulla superficie.",
      ru: 'Рисунок: солнце садится в тёмно-синюю воду, по воде бегут короткие оранжевые блики.',
      tr: 'Koyu mavi suya batan güneşin çizimi; ışığı suyun üstünde kısa turuncu çizgiler halinde.',
    },
    draw: (c) => {
      const horizon = c.h * between(c.r, 0.5, 0.6);
      const cx = c.w * between(c.r, 0.4, 0.6);
      const radius = Math.min(c.w, c.h) * 0.12;
      let glints = '';
      for (let i = 0; i < 14; i++) {
        const y = horizon + (c.h - horizon) * ((i + 0.5) / 14);
        const half = radius * between(c.r, 0.3, 1.1) * (1 + i / 14);
        glints += `<rect x="${round(cx - half + between(c.r, -20, 20))}" y="${round(y)}" width="${round(half * 2)}" height="${round(c.h * 0.008)}" rx="3" fill="#fb923c" opacity="0.85"/>`;
      }
      return (
        sky('sky', ['#4c1d95', '#c026d3', '#fb923c'], c.w, c.h, horizon) +
        `<circle cx="${round(cx)}" cy="${round(horizon)}" r="${round(radius)}" fill="#fdba74"/>` +
        `<rect y="${round(horizon)}" width="${c.w}" height="${round(c.h - horizon)}" fill="#1e3a8a"/>` +
        glints
      );
    },
  },
  sunriseRoofs: {
    shapes: ['landscape', 'portrait', 'square'],
    alt: {
      en: 'A drawing of a pale yellow sun rising above dark rooftops and chimneys.',
      fr: "Dessin d'un soleil jaune pâle qui se lève au-dessus de toits sombres et de cheminées.",
      ja: '暗い屋根と煙突の上に昇る、淡い黄色の太陽の絵。',
      es: 'Dibujo de un sol amarillo pálido que sale por encima de tejados oscuros y chimeneas.',
    },
    draw: (c) =>
      sky('sky', ['#93c5fd', '#fbcfe8', '#fef3c7'], c.w, c.h) +
      `<circle cx="${round(c.w * between(c.r, 0.3, 0.7))}" cy="${round(c.h * 0.5)}" r="${round(Math.min(c.w, c.h) * 0.11)}" fill="#fde68a"/>` +
      rooftops(c, c.h * 0.6, '#1f2937'),
  },
  nightStars: {
    shapes: ['landscape', 'wide', 'portrait'],
    alt: {
      en: 'A drawing of a night sky full of small white stars, with a faint pale band across it, above black hills.',
    },
    draw: (c) => {
      // A soft band: one wide stroke whose gradient runs across it (a blur filter costs 100 ms).
      const [ax, ay, bx, by] = [-0.1 * c.w, 0.75 * c.h, 1.1 * c.w, 0.05 * c.h];
      const half = 0.13 * c.h;
      const length = Math.hypot(bx - ax, by - ay);
      const [nx, ny] = [((ay - by) / length) * half, ((bx - ax) / length) * half];
      const [cx, cy] = [(ax + bx) / 2, (ay + by) / 2];
      const band =
        `<defs><linearGradient id="band" gradientUnits="userSpaceOnUse" x1="${round(cx - nx)}" y1="${round(cy - ny)}" x2="${round(cx + nx)}" y2="${round(cy + ny)}">` +
        '<stop offset="0" stop-color="#e0e7ff" stop-opacity="0"/><stop offset="0.5" stop-color="#e0e7ff" stop-opacity="0.35"/><stop offset="1" stop-color="#e0e7ff" stop-opacity="0"/></linearGradient></defs>' +
        `<path d="M${round(ax)} ${round(ay)} L${round(bx)} ${round(by)}" stroke="url(#band)" stroke-width="${round(half * 2)}"/>`;
      return (
        sky('sky', ['#020617', '#172554', '#1e3a8a'], c.w, c.h) +
        band +
        stars(c, 260, c.h * 0.85) +
        hills(c, c.h * 0.85, c.h * 0.05, '#000000')
      );
    },
  },
  moon: {
    shapes: ['landscape', 'portrait', 'square'],
    alt: {
      en: 'A drawing of a large, pale orange full moon in a dark blue sky above the black roofs of a street.',
    },
    draw: (c) => {
      const side = Math.min(c.w, c.h);
      const cx = c.w * between(c.r, 0.35, 0.65);
      const cy = c.h * 0.33;
      let craters = '';
      for (let i = 0; i < 5; i++)
        craters += `<circle cx="${round(cx + between(c.r, -0.1, 0.1) * side)}" cy="${round(cy + between(c.r, -0.1, 0.1) * side)}" r="${round(between(c.r, 0.015, 0.035) * side)}" fill="#ea9a5b" opacity="0.6"/>`;
      return (
        sky('sky', ['#0f172a', '#1e3a8a'], c.w, c.h) +
        stars(c, 40, c.h * 0.6) +
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.18)}" fill="#fdba74"/>` +
        craters +
        rooftops(c, c.h * 0.7, '#020617')
      );
    },
  },
  seaCalm: {
    shapes: ['landscape', 'wide', 'square'],
    alt: {
      en: 'A drawing of a calm blue sea under a pale sky, with a small island on the horizon and sand in front.',
      es: 'Dibujo de un mar azul en calma bajo un cielo claro, con una islita en el horizonte y arena delante.',
      pt: 'Desenho de um mar azul e calmo sob um céu claro, com uma ilhota no horizonte e areia na frente.',
      fr: "Dessin d'une mer bleue et calme sous un ciel pâle, avec un îlot à l'horizon et du sable devant.",
      tr: 'Açık renk gökyüzü altında sakin, mavi bir denizin çizimi; ufukta küçük bir ada, önde kum.',
      it: "Disegno di un mare blu e calmo sotto un cielo chiaro, con un isolotto all'orizzonte e la sabbia davanti.",
    },
    draw: (c) => {
      const horizon = c.h * between(c.r, 0.4, 0.5);
      const ix = c.w * between(c.r, 0.55, 0.8);
      const iw = c.w * 0.12;
      let ripples = '';
      for (let i = 0; i < 10; i++)
        ripples += `<rect x="${round(c.r.next() * c.w)}" y="${round(horizon + between(c.r, 0.05, 0.9) * (c.h * 0.75 - horizon))}" width="${round(c.w * between(c.r, 0.04, 0.1))}" height="4" rx="2" fill="#ffffff" opacity="0.5"/>`;
      return (
        sky('sky', ['#bae6fd', '#f0f9ff'], c.w, c.h, horizon) +
        `<rect y="${round(horizon)}" width="${c.w}" height="${round(c.h - horizon)}" fill="#0284c7"/>` +
        `<path d="M${round(ix - iw)} ${round(horizon)} Q${round(ix)} ${round(horizon - c.h * 0.06)} ${round(ix + iw)} ${round(horizon)} Z" fill="#365314"/>` +
        ripples +
        `<path d="M0 ${round(c.h * 0.8)} Q${round(c.w * 0.5)} ${round(c.h * 0.72)} ${c.w} ${round(c.h * 0.82)} V${c.h} H0 Z" fill="#fde68a"/>`
      );
    },
  },
  lake: {
    shapes: ['landscape', 'wide', 'portrait'],
    alt: {
      en: 'A drawing of a dark green lake between pine trees, with grey-blue hills behind it.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const water = h * 0.58;
      let pines = '';
      for (const side of [0, 1]) {
        for (let i = 0; i < 5; i++) {
          const x = side === 0 ? between(r, -0.05, 0.25) * w : between(r, 0.75, 1.05) * w;
          const base = water + between(r, 0.05, 0.35) * h;
          const height = between(r, 0.25, 0.45) * h;
          const half = height * 0.22;
          pines += `<path d="M${round(x)} ${round(base - height)} L${round(x + half)} ${round(base)} L${round(x - half)} ${round(base)} Z" fill="#14532d"/>`;
        }
      }
      return (
        sky('sky', ['#e0f2fe', '#f8fafc'], w, h, water) +
        hills(c, h * 0.45, h * 0.08, '#64748b') +
        `<rect y="${round(water)}" width="${w}" height="${round(h - water)}" fill="#0f766e"/>` +
        pines
      );
    },
  },
  mountains: {
    shapes: ['landscape', 'wide', 'square'],
    alt: {
      en: 'A drawing of three grey mountains with snowy peaks above a green valley.',
      de: 'Zeichnung von drei grauen Bergen mit verschneiten Gipfeln über einem grünen Tal.',
      es: 'Dibujo de tres montañas grises con las cumbres nevadas sobre un valle verde.',
      ja: '緑の谷の上にそびえる、雪をかぶった三つの灰色の山の絵。',
      it: 'Disegno di tre montagne grigie con le cime innevate sopra una valle verde.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      let peaks = '';
      const base = h * 0.78;
      for (const [x0, top, half, fill] of [
        [0.22, 0.3, 0.3, '#64748b'],
        [0.78, 0.28, 0.32, '#64748b'],
        [0.5, 0.18, 0.34, '#475569'],
      ] as const) {
        const x = (x0 + between(r, -0.04, 0.04)) * w;
        const y = top * h;
        const halfW = half * w;
        const cap = 0.3;
        const capY = y + (base - y) * cap;
        const capHalf = halfW * cap;
        peaks +=
          `<path d="M${round(x)} ${round(y)} L${round(x + halfW)} ${round(base)} L${round(x - halfW)} ${round(base)} Z" fill="${fill}"/>` +
          `<path d="M${round(x)} ${round(y)} L${round(x + capHalf)} ${round(capY)} L${round(x + capHalf * 0.3)} ${round(capY - h * 0.02)} L${round(x - capHalf * 0.2)} ${round(capY + h * 0.01)} L${round(x - capHalf)} ${round(capY)} Z" fill="#f8fafc"/>`;
      }
      return sky('sky', ['#7dd3fc', '#e0f2fe'], w, h) + peaks + hills(c, base, h * 0.03, '#4d7c0f');
    },
  },
  snowHouse: {
    shapes: ['landscape', 'portrait', 'square'],
    alt: {
      en: 'A drawing of snow falling on a small red house with a white roof in a white field.',
      de: 'Zeichnung: Schnee fällt auf ein kleines rotes Haus mit weißem Dach in einem weißen Feld.',
      ja: '白い野原に建つ、白い屋根の小さな赤い家に雪が降っている絵。',
      ru: 'Рисунок: снег падает на маленький красный домик с белой крышей посреди белого поля.',
      tr: 'Beyaz bir tarlada, beyaz çatılı küçük kırmızı bir evin üstüne kar yağıyor; çizim.',
      es: 'Dibujo de la nieve cayendo sobre una casita roja con el tejado blanco, en un campo blanco.',
      fr: 'Dessin de la neige qui tombe sur une petite maison rouge au toit blanc, dans un champ blanc.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const side = Math.min(w, h);
      const x = w * between(r, 0.35, 0.55);
      const ground = h * 0.7;
      const bw = side * 0.3;
      const bh = side * 0.2;
      let flakes = '';
      for (let i = 0; i < 160; i++)
        flakes += `<circle cx="${round(r.next() * w)}" cy="${round(r.next() * h)}" r="${round(between(r, 2, 6))}" fill="#ffffff" opacity="${round(between(r, 0.7, 1))}"/>`;
      return (
        sky('sky', ['#94a3b8', '#cbd5e1'], w, h) +
        `<path d="M0 ${round(ground)} Q${round(w / 2)} ${round(ground - h * 0.05)} ${w} ${round(ground)} V${h} H0 Z" fill="#f8fafc"/>` +
        `<rect x="${round(x)}" y="${round(ground - bh)}" width="${round(bw)}" height="${round(bh)}" fill="#b91c1c"/>` +
        `<rect x="${round(x + bw * 0.4)}" y="${round(ground - bh * 0.6)}" width="${round(bw * 0.2)}" height="${round(bh * 0.6)}" fill="#7f1d1d"/>` +
        `<path d="M${round(x - bw * 0.1)} ${round(ground - bh)} L${round(x + bw / 2)} ${round(ground - bh - side * 0.14)} L${round(x + bw * 1.1)} ${round(ground - bh)} Z" fill="#ffffff"/>` +
        flakes
      );
    },
  },
  tomatoes: {
    shapes: ['landscape', 'portrait', 'square'],
    alt: {
      en: 'A drawing of tomato plants with round red tomatoes on green stems, in a bed of brown soil.',
      de: 'Zeichnung von Tomatenpflanzen mit runden roten Tomaten an grünen Stielen, in brauner Erde.',
      ja: '茶色い土に植えられたトマトの絵。緑の茎に丸い赤い実がなっている。',
      fr: 'Dessin de plants de tomates avec des tomates rouges et rondes sur des tiges vertes, dans une terre brune.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const soil = h * 0.8;
      let plants = '';
      const count = w > h ? 4 : 3;
      for (let i = 0; i < count; i++) {
        const x = (w * (i + 0.5)) / count + between(r, -20, 20);
        const top = h * between(r, 0.12, 0.25);
        plants += `<path d="M${round(x)} ${round(soil)} C${round(x - 30)} ${round((soil + top) / 2)} ${round(x + 30)} ${round((soil + top) / 2)} ${round(x)} ${round(top)}" stroke="#15803d" stroke-width="14" fill="none"/>`;
        for (let j = 0; j < 5; j++) {
          const y = top + (soil - top) * between(r, 0.05, 0.8);
          const dir = j % 2 === 0 ? 1 : -1;
          plants += `<ellipse cx="${round(x + dir * 45)}" cy="${round(y)}" rx="48" ry="20" fill="#22c55e" transform="rotate(${dir * -25} ${round(x + dir * 45)} ${round(y)})"/>`;
        }
        for (let j = 0; j < 3; j++) {
          const y = top + (soil - top) * between(r, 0.25, 0.75);
          plants += `<circle cx="${round(x + between(r, -50, 50))}" cy="${round(y)}" r="${round(Math.min(w, h) * 0.045)}" fill="#dc2626"/>`;
        }
      }
      return (
        sky('sky', ['#e0f2fe', '#fefce8'], w, h) +
        plants +
        `<rect y="${round(soil)}" width="${w}" height="${round(h - soil)}" fill="#78350f"/>`
      );
    },
  },
  flowers: {
    shapes: ['landscape', 'wide', 'square'],
    alt: {
      en: 'A drawing of a row of flowers in pink, yellow and purple in front of a dark green hedge.',
      de: 'Zeichnung einer Reihe Blumen in Rosa, Gelb und Lila vor einer dunkelgrünen Hecke.',
      fr: "Dessin d'une rangée de fleurs roses, jaunes et violettes devant une haie vert foncé.",
      es: 'Dibujo de una hilera de flores rosas, amarillas y moradas delante de un seto verde oscuro.',
      it: 'Disegno di una fila di fiori rosa, gialli e viola davanti a una siepe verde scuro.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const colours = ['#ec4899', '#facc15', '#a855f7'];
      let row = '';
      const count = Math.round(w / 150);
      for (let i = 0; i < count; i++) {
        const x = (w * (i + 0.5)) / count;
        const y = h * between(r, 0.4, 0.55);
        const colour = colours[i % colours.length] as string;
        const petal = Math.min(w, h) * 0.035;
        row += `<line x1="${round(x)}" y1="${round(y)}" x2="${round(x)}" y2="${h}" stroke="#16a34a" stroke-width="8"/>`;
        for (let p = 0; p < 6; p++) {
          const a = (p * Math.PI) / 3;
          row += `<circle cx="${round(x + Math.cos(a) * petal)}" cy="${round(y + Math.sin(a) * petal)}" r="${round(petal)}" fill="${colour}"/>`;
        }
        row += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(petal * 0.7)}" fill="#fef3c7"/>`;
      }
      return (
        `<rect width="${w}" height="${h}" fill="#a7f3d0"/>` +
        `<rect y="${round(h * 0.08)}" width="${w}" height="${round(h * 0.6)}" rx="60" fill="#14532d"/>` +
        `<rect y="${round(h * 0.78)}" width="${w}" height="${round(h * 0.22)}" fill="#4d7c0f"/>` +
        row
      );
    },
  },
  loaf: {
    shapes: ['landscape', 'square', 'portrait'],
    alt: {
      en: 'A drawing of a round golden-brown loaf with three cuts across its top, on a wooden board.',
      de: 'Zeichnung eines runden, goldbraunen Brotes mit drei Einschnitten oben, auf einem Holzbrett.',
      fr: "Dessin d'une miche ronde et dorée, entaillée de trois coups de lame, sur une planche en bois.",
      ja: '木のまな板にのった、上に三本の切れ目がある丸いきつね色のパンの絵。',
      ru: 'Рисунок: круглый золотисто-коричневый хлеб с тремя надрезами сверху на деревянной доске.',
      tr: 'Tahta bir kesme tahtasının üstünde, üstünde üç çizik olan yuvarlak, altın rengi bir ekmek; çizim.',
      es: 'Dibujo de una hogaza redonda y dorada con tres cortes encima, sobre una tabla de madera.',
      pt: 'Desenho de um pão redondo e dourado, com três cortes em cima, sobre uma tábua de madeira.',
      it: 'Disegno di una pagnotta rotonda e dorata con tre tagli sopra, su un tagliere di legno.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const side = Math.min(w, h);
      const cx = w / 2 + between(r, -0.05, 0.05) * w;
      const cy = h * 0.52;
      const rx = side * 0.32;
      const ry = side * 0.22;
      let cuts = '';
      for (let i = -1; i <= 1; i++)
        cuts += `<path d="M${round(cx + i * rx * 0.45 - rx * 0.18)} ${round(cy - ry * 0.55)} Q${round(cx + i * rx * 0.45)} ${round(cy - ry * 0.1)} ${round(cx + i * rx * 0.45 + rx * 0.12)} ${round(cy + ry * 0.45)}" stroke="#fde68a" stroke-width="${round(side * 0.022)}" stroke-linecap="round" fill="none"/>`;
      return (
        `<defs><radialGradient id="crust" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#d97706"/><stop offset="1" stop-color="#92400e"/></radialGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="#e7e5e4"/>` +
        `<rect x="${round(w * 0.08)}" y="${round(cy - side * 0.05)}" width="${round(w * 0.84)}" height="${round(side * 0.38)}" rx="24" fill="#a16207"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(cy + ry * 0.15)}" rx="${round(rx)}" ry="${round(ry)}" fill="#000000" opacity="0.15"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="url(#crust)"/>` +
        cuts
      );
    },
  },
  baguettes: {
    shapes: ['landscape', 'wide', 'square'],
    alt: {
      en: 'A drawing of three long baguettes side by side on a blue cloth.',
      fr: 'Dessin de trois longues baguettes côte à côte sur un torchon bleu.',
      de: 'Zeichnung von drei langen Baguettes nebeneinander auf einem blauen Tuch.',
      it: 'Disegno di tre lunghe baguette una accanto all’altra su un panno azzurro.',
      es: 'Dibujo de tres barras de pan largas, una al lado de otra, sobre un paño azul.',
      pt: 'Desenho de três baguetes compridas, lado a lado, sobre um pano azul.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      let loaves = '';
      for (let i = 0; i < 3; i++) {
        const cy = h * (0.3 + i * 0.2);
        const length = w * 0.75;
        const x = w * 0.125 + between(r, -20, 20);
        const thick = Math.min(h * 0.11, w * 0.09);
        const tilt = between(r, -4, 4);
        let scores = '';
        for (let s = 0; s < 5; s++) {
          const sx = x + length * (0.15 + s * 0.17);
          scores += `<line x1="${round(sx)}" y1="${round(cy - thick * 0.3)}" x2="${round(sx + length * 0.08)}" y2="${round(cy + thick * 0.2)}" stroke="#fde68a" stroke-width="${round(thick * 0.16)}" stroke-linecap="round"/>`;
        }
        loaves += `<g transform="rotate(${round(tilt)} ${round(x + length / 2)} ${round(cy)})"><rect x="${round(x)}" y="${round(cy - thick / 2)}" width="${round(length)}" height="${round(thick)}" rx="${round(thick / 2)}" fill="#b45309"/>${scores}</g>`;
      }
      return (
        `<rect width="${w}" height="${h}" fill="#1d4ed8"/>` +
        `<rect x="${round(w * 0.04)}" y="${round(h * 0.06)}" width="${round(w * 0.92)}" height="${round(h * 0.88)}" fill="none" stroke="#dbeafe" stroke-width="10" stroke-dasharray="30 20"/>` +
        loaves
      );
    },
  },
  coffee: {
    shapes: ['square', 'landscape', 'portrait'],
    alt: {
      en: 'A drawing of a cup of black coffee on a white saucer, seen from above, on a wooden table.',
      es: 'Dibujo de una taza de café solo en un platito blanco, vista desde arriba, sobre una mesa de madera.',
      pt: 'Desenho de uma xícara de café preto num pires branco, vista de cima, sobre uma mesa de madeira.',
      fr: "Dessin d'une tasse de café noir sur une soucoupe blanche, vue de dessus, sur une table en bois.",
      it: 'Disegno di una tazza di caffè nero su un piattino bianco, vista dall’alto, su un tavolo di legno.',
      de: 'Zeichnung einer Tasse schwarzen Kaffees auf einer weißen Untertasse, von oben, auf einem Holztisch.',
      ja: '木のテーブルの上、白いソーサーにのったブラックコーヒーを真上から描いた絵。',
      ru: 'Рисунок: чашка чёрного кофе на белом блюдце, вид сверху, на деревянном столе.',
      tr: 'Tahta bir masada, beyaz bir tabağın üstünde bir fincan sade kahve; yukarıdan çizim.',
    },
    draw: (c) => cupFromAbove(c, '#a16207', '#3b1d0c'),
  },
  tea: {
    shapes: ['square', 'portrait'],
    alt: {
      en: 'A drawing of a cup of amber tea with a slice of lemon in it, seen from above, on a green table.',
      tr: 'Yeşil bir masada, içinde bir dilim limon olan kehribar renkli bir fincan çay; yukarıdan çizim.',
      ru: 'Рисунок: чашка янтарного чая с долькой лимона, вид сверху, на зелёном столе.',
      de: 'Zeichnung einer Tasse bernsteinfarbenen Tees mit einer Zitronenscheibe, von oben, auf einem grünen Tisch.',
    },
    draw: (c) => {
      const lemon =
        `<circle cx="CX" cy="CY" r="${round(Math.min(c.w, c.h) * 0.08)}" fill="#fde047" stroke="#facc15" stroke-width="6"/>` +
        `<circle cx="CX" cy="CY" r="${round(Math.min(c.w, c.h) * 0.012)}" fill="#fef9c3"/>`;
      return cupFromAbove(c, '#15803d', '#b45309', lemon);
    },
  },
  cat: {
    shapes: ['portrait', 'square', 'landscape'],
    alt: {
      en: 'A drawing of a grey cat sitting with its back to us, its tail curled round, on an orange rug.',
      es: 'Dibujo de un gato gris sentado de espaldas, con la cola enroscada, sobre una alfombra naranja.',
      pt: 'Desenho de um gato cinza sentado de costas, com o rabo enrolado, num tapete laranja.',
      fr: "Dessin d'un chat gris assis de dos, la queue enroulée, sur un tapis orange.",
      it: 'Disegno di un gatto grigio seduto di spalle, con la coda arrotolata, su un tappeto arancione.',
      de: 'Zeichnung einer grauen Katze, die mit dem Rücken zu uns auf einem orangen Teppich sitzt, den Schwanz eingerollt.',
      ja: 'オレンジ色のラグの上で、しっぽを丸めて後ろ向きに座る灰色の猫の絵。',
      ru: 'Рисунок: серый кот сидит к нам спиной на оранжевом коврике, хвост обвит вокруг лап.',
      tr: 'Turuncu bir halının üstünde, kuyruğunu kıvırmış, sırtı bize dönük oturan gri bir kedi; çizim.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const side = Math.min(w, h);
      const cx = w / 2 + between(r, -0.06, 0.06) * w;
      const floor = h * 0.72;
      const bodyRx = side * 0.2;
      const bodyRy = side * 0.24;
      const bodyCy = floor + side * 0.02 - bodyRy;
      const headR = side * 0.12;
      const headCy = bodyCy - bodyRy * 0.85;
      const ear = (dir: number) =>
        `<path d="M${round(cx + dir * headR * 0.85)} ${round(headCy - headR * 0.2)} L${round(cx + dir * headR * 0.75)} ${round(headCy - headR * 1.45)} L${round(cx + dir * headR * 0.1)} ${round(headCy - headR * 0.85)} Z" fill="#6b7280"/>`;
      return (
        `<rect width="${w}" height="${h}" fill="#fef3c7"/>` +
        `<rect x="${round(w * 0.62)}" y="${round(h * 0.08)}" width="${round(w * 0.28)}" height="${round(h * 0.36)}" fill="#bae6fd" stroke="#ffffff" stroke-width="14"/>` +
        `<rect y="${round(floor)}" width="${w}" height="${round(h - floor)}" fill="#d6d3d1"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(floor + side * 0.04)}" rx="${round(side * 0.42)}" ry="${round(side * 0.09)}" fill="#f97316"/>` +
        `<path d="M${round(cx + bodyRx * 0.7)} ${round(floor)} C${round(cx + bodyRx * 1.8)} ${round(floor - side * 0.02)} ${round(cx + bodyRx * 1.5)} ${round(floor - bodyRy * 0.9)} ${round(cx + bodyRx * 1.25)} ${round(floor - bodyRy * 0.7)}" stroke="#6b7280" stroke-width="${round(side * 0.05)}" stroke-linecap="round" fill="none"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(bodyCy)}" rx="${round(bodyRx)}" ry="${round(bodyRy)}" fill="#6b7280"/>` +
        ear(-1) +
        ear(1) +
        `<circle cx="${round(cx)}" cy="${round(headCy)}" r="${round(headR)}" fill="#6b7280"/>`
      );
    },
  },
  blossom: {
    shapes: ['portrait', 'square', 'landscape'],
    alt: {
      en: 'A drawing of a dark branch covered in pink cherry blossom against a pale blue sky.',
      ja: '淡い水色の空を背に、ピンクの桜がたくさん咲いた黒っぽい枝の絵。',
      es: 'Dibujo de una rama oscura cubierta de flores rosas de cerezo sobre un cielo azul claro.',
      de: 'Zeichnung eines dunklen Zweigs voller rosa Kirschblüten vor einem hellblauen Himmel.',
      fr: "Dessin d'une branche sombre couverte de fleurs de cerisier roses sur un ciel bleu pâle.",
    },
    draw: (c) => {
      const { w, h, r } = c;
      const branch: [number, number][] = [];
      let x = -w * 0.05;
      let y = h * between(r, 0.55, 0.75);
      while (x < w * 1.05) {
        branch.push([x, y]);
        x += w * between(r, 0.12, 0.2);
        y -= h * between(r, -0.02, 0.1);
      }
      let wood = `<path d="M${branch.map(([bx, by]) => `${round(bx)} ${round(by)}`).join(' L')}" stroke="#3f2a1d" stroke-width="${round(Math.min(w, h) * 0.03)}" stroke-linejoin="round" fill="none"/>`;
      let petals = '';
      const side = Math.min(w, h);
      for (const [bx, by] of branch) {
        const tx = bx + between(r, -0.1, 0.1) * w;
        const ty = by - between(r, 0.1, 0.25) * h;
        wood += `<line x1="${round(bx)}" y1="${round(by)}" x2="${round(tx)}" y2="${round(ty)}" stroke="#3f2a1d" stroke-width="${round(side * 0.012)}"/>`;
        for (let i = 0; i < 6; i++) {
          const t = r.next();
          const fx = bx + (tx - bx) * t + between(r, -30, 30);
          const fy = by + (ty - by) * t + between(r, -30, 30);
          const p = side * between(r, 0.018, 0.028);
          for (let k = 0; k < 5; k++) {
            const a = (k * 2 * Math.PI) / 5;
            petals += `<circle cx="${round(fx + Math.cos(a) * p)}" cy="${round(fy + Math.sin(a) * p)}" r="${round(p)}" fill="#f9a8d4"/>`;
          }
          petals += `<circle cx="${round(fx)}" cy="${round(fy)}" r="${round(p * 0.45)}" fill="#db2777"/>`;
        }
      }
      return sky('sky', ['#bfdbfe', '#eff6ff'], w, h) + wood + petals;
    },
  },
  leaves: {
    shapes: ['landscape', 'portrait', 'square'],
    alt: {
      en: 'A drawing of orange, red and yellow leaves scattered on a grey path.',
      fr: 'Dessin de feuilles orange, rouges et jaunes éparpillées sur un chemin gris.',
      ja: '灰色の道に散らばる、オレンジ・赤・黄色の落ち葉の絵。',
      es: 'Dibujo de hojas naranjas, rojas y amarillas esparcidas por un camino gris.',
      de: 'Zeichnung von orangen, roten und gelben Blättern, verstreut auf einem grauen Weg.',
      ru: 'Рисунок: оранжевые, красные и жёлтые листья на серой дорожке.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const colours = ['#ea580c', '#dc2626', '#eab308'];
      const side = Math.min(w, h);
      let leaves = '';
      for (let i = 0; i < 45; i++) {
        const x = r.next() * w;
        const y = r.next() * h;
        const size = side * between(r, 0.035, 0.06);
        const angle = round(r.next() * 360);
        const colour = colours[i % colours.length] as string;
        leaves += `<g transform="rotate(${angle} ${round(x)} ${round(y)})"><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size)}" ry="${round(size * 0.5)}" fill="${colour}"/><line x1="${round(x - size)}" y1="${round(y)}" x2="${round(x + size)}" y2="${round(y)}" stroke="#78350f" stroke-width="3"/></g>`;
      }
      return `<rect width="${w}" height="${h}" fill="#9ca3af"/>${leaves}`;
    },
  },
  books: {
    shapes: ['portrait', 'square'],
    alt: {
      en: 'A drawing of a stack of five books, red, blue, green, yellow and brown from the bottom up.',
      es: 'Dibujo de una pila de cinco libros: rojo, azul, verde, amarillo y marrón, de abajo arriba.',
      pt: 'Desenho de uma pilha de cinco livros: vermelho, azul, verde, amarelo e marrom, de baixo para cima.',
      fr: "Dessin d'une pile de cinq livres : rouge, bleu, vert, jaune et marron, de bas en haut.",
      de: 'Zeichnung eines Stapels aus fünf Büchern, von unten nach oben rot, blau, grün, gelb und braun.',
      ru: 'Рисунок: стопка из пяти книг — снизу вверх красная, синяя, зелёная, жёлтая и коричневая.',
      tr: 'Beş kitaplık bir yığının çizimi; alttan üste kırmızı, mavi, yeşil, sarı ve kahverengi.',
      it: 'Disegno di una pila di cinque libri: rosso, blu, verde, giallo e marrone, dal basso in alto.',
      ja: '下から赤、青、緑、黄色、茶色の順に積まれた五冊の本の絵。',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const colours = ['#b91c1c', '#1d4ed8', '#15803d', '#ca8a04', '#78350f'];
      const table = h * 0.82;
      const thick = h * 0.08;
      let stack = '';
      colours.forEach((colour, i) => {
        const bw = w * between(r, 0.42, 0.55);
        const x = w / 2 - bw / 2 + between(r, -0.04, 0.04) * w;
        const y = table - (i + 1) * thick;
        stack +=
          `<rect x="${round(x)}" y="${round(y)}" width="${round(bw)}" height="${round(thick - 4)}" rx="6" fill="${colour}"/>` +
          `<rect x="${round(x + bw * 0.08)}" y="${round(y + thick * 0.35)}" width="${round(bw * 0.3)}" height="${round(thick * 0.18)}" fill="#ffffff" opacity="0.5"/>`;
      });
      return (
        `<rect width="${w}" height="${h}" fill="#fef9c3"/>` +
        `<rect y="${round(table)}" width="${w}" height="${round(h - table)}" fill="#a16207"/>` +
        stack
      );
    },
  },
  path: {
    shapes: ['portrait', 'landscape', 'square'],
    alt: {
      en: 'A drawing of a grey path winding through green grass towards a line of round trees.',
      es: 'Dibujo de un camino gris que serpentea entre la hierba verde hacia una fila de árboles redondos.',
      pt: 'Desenho de um caminho cinza que serpenteia pela grama verde até uma fileira de árvores redondas.',
      fr: "Dessin d'un chemin gris qui serpente dans l'herbe verte vers une rangée d'arbres ronds.",
      it: "Disegno di un sentiero grigio che serpeggia nell'erba verde verso una fila di alberi tondi.",
      de: 'Zeichnung eines grauen Weges, der sich durch grünes Gras zu einer Reihe runder Bäume schlängelt.',
      ja: '緑の芝生の中を、丸い木の並ぶほうへ曲がりくねって続く灰色の道の絵。',
      ru: 'Рисунок: серая дорожка петляет по зелёной траве к ряду круглых деревьев.',
      tr: 'Yeşil çimlerin arasından yuvarlak ağaçlara doğru kıvrılan gri bir yolun çizimi.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const horizon = h * 0.4;
      let trees = '';
      const count = Math.round(w / 110);
      for (let i = 0; i < count; i++) {
        const x = (w * (i + 0.5)) / count + between(r, -15, 15);
        const size = Math.min(w, h) * between(r, 0.05, 0.075);
        trees +=
          `<rect x="${round(x - 6)}" y="${round(horizon - size * 0.3)}" width="12" height="${round(size * 1.2)}" fill="#713f12"/>` +
          `<circle cx="${round(x)}" cy="${round(horizon - size)}" r="${round(size)}" fill="#166534"/>`;
      }
      const sway = between(r, 0.15, 0.3) * w;
      const road = `<path d="M${round(w * 0.3)} ${h} C${round(w * 0.5 + sway)} ${round(h * 0.75)} ${round(w * 0.5 - sway)} ${round(h * 0.55)} ${round(w * 0.5)} ${round(horizon + 10)} L${round(w * 0.52)} ${round(horizon + 10)} C${round(w * 0.56 - sway)} ${round(h * 0.55)} ${round(w * 0.75 + sway)} ${round(h * 0.75)} ${round(w * 0.7)} ${h} Z" fill="#9ca3af"/>`;
      return (
        sky('sky', ['#7dd3fc', '#e0f2fe'], w, h, horizon + 10) +
        `<rect y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="#65a30d"/>` +
        trees +
        road
      );
    },
  },
  bowl: {
    shapes: ['square', 'landscape'],
    alt: {
      en: 'A drawing of a slightly lopsided blue bowl on a wooden table.',
      es: 'Dibujo de un cuenco azul un poco torcido sobre una mesa de madera.',
      fr: "Dessin d'un bol bleu un peu de travers sur une table en bois.",
      ja: '木のテーブルにのった、少しゆがんだ青いお椀の絵。',
      ru: 'Рисунок: немного кривая синяя чаша на деревянном столе.',
      tr: 'Tahta bir masanın üstünde biraz yamuk, mavi bir kase; çizim.',
    },
    draw: (c) => {
      const { w, h, r } = c;
      const side = Math.min(w, h);
      const cx = w / 2;
      const rim = h * 0.42;
      const half = side * 0.3;
      const tilt = side * between(r, 0.03, 0.05);
      return (
        `<rect width="${w}" height="${h}" fill="#f5f5f4"/>` +
        `<rect y="${round(h * 0.66)}" width="${w}" height="${round(h * 0.34)}" fill="#a16207"/>` +
        `<path d="M${round(cx - half)} ${round(rim - tilt)} Q${round(cx - half * 0.9)} ${round(rim + side * 0.3)} ${round(cx)} ${round(rim + side * 0.3)} Q${round(cx + half)} ${round(rim + side * 0.28)} ${round(cx + half)} ${round(rim + tilt)} Z" fill="#1d4ed8"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(rim)}" rx="${round(half)}" ry="${round(side * 0.06)}" fill="#1e3a8a" transform="rotate(${round((Math.atan2(2 * tilt, 2 * half) * 180) / Math.PI)} ${round(cx)} ${round(rim)})"/>`
      );
    },
  },
  bicycle: {
    shapes: ['landscape', 'wide'],
    alt: {
      en: 'A drawing of a red bicycle seen from the side, against a pale yellow wall.',
      de: 'Zeichnung eines roten Fahrrads von der Seite vor einer hellgelben Wand.',
      fr: "Dessin d'un vélo rouge vu de profil devant un mur jaune pâle.",
      es: 'Dibujo de una bicicleta roja vista de lado, delante de una pared amarillo claro.',
      it: 'Disegno di una bicicletta rossa vista di lato, davanti a un muro giallo chiaro.',
      ru: 'Рисунок: красный велосипед сбоку на фоне бледно-жёлтой стены.',
      tr: 'Açık sarı bir duvarın önünde, yandan görünen kırmızı bir bisiklet; çizim.',
    },
    draw: (c) => {
      const { w, h } = c;
      const wheel = h * 0.2;
      const ground = h * 0.8;
      const back = w / 2 - wheel * 1.6;
      const front = w / 2 + wheel * 1.6;
      const axle = ground - wheel;
      const crank = w / 2 - wheel * 0.2;
      const seat = [back + wheel * 1.0, axle - wheel * 1.3] as const;
      const bar = [front - wheel * 0.5, axle - wheel * 1.4] as const;
      const tube = (x1: number, y1: number, x2: number, y2: number) =>
        `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="#dc2626" stroke-width="14" stroke-linecap="round"/>`;
      return (
        `<rect width="${w}" height="${h}" fill="#fef08a"/>` +
        `<rect y="${round(ground)}" width="${w}" height="${round(h - ground)}" fill="#a8a29e"/>` +
        `<circle cx="${round(back)}" cy="${round(axle)}" r="${round(wheel)}" fill="none" stroke="#1f2937" stroke-width="12"/>` +
        `<circle cx="${round(front)}" cy="${round(axle)}" r="${round(wheel)}" fill="none" stroke="#1f2937" stroke-width="12"/>` +
        tube(back, axle, crank, axle) +
        tube(back, axle, seat[0], seat[1]) +
        tube(crank, axle, seat[0], seat[1]) +
        tube(crank, axle, bar[0], bar[1] + wheel * 0.2) +
        tube(seat[0], seat[1] + wheel * 0.1, bar[0], bar[1] + wheel * 0.2) +
        tube(bar[0], bar[1], front, axle) +
        `<rect x="${round(seat[0] - wheel * 0.3)}" y="${round(seat[1] - 14)}" width="${round(wheel * 0.6)}" height="16" rx="8" fill="#111827"/>` +
        `<line x1="${round(bar[0])}" y1="${round(bar[1])}" x2="${round(bar[0] - wheel * 0.4)}" y2="${round(bar[1] - 8)}" stroke="#111827" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="${round(crank)}" cy="${round(axle)}" r="18" fill="#111827"/>`
      );
    },
  },
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof scenes;

/** A scene's alt text as a writer of `language` gives it, or undefined when it has none there. */
export const altOf = (scene: SceneName, language: Language): string | undefined =>
  (scenes[scene].alt as Partial<Record<Language, string>>)[language];

export const shapesOf = (scene: SceneName): readonly Shape[] => scenes[scene].shapes;

/**
 * The scene drawn as a PNG, as a drawing app would hand it to `POST /media`; `random` places
 * and sizes its parts, so a seeded run draws the same pictures each time.
 */
export async function drawScene(scene: SceneName, shape: Shape, random: Random): Promise<Buffer> {
  const [w, h] = SIZES[shape];
  const body = scenes[scene].draw({ w, h, r: random });
  const [width, height] = [Math.round(w * SCALE), Math.round(h * SCALE)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
