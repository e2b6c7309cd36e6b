/**
 * The scene a trip without a cover shows: a landscape painted as a small SVG from a seed (the trip
 * id's hash), so each trip keeps its own picture: a sky from its hue down to a warm horizon, a sun
 * or a moon with its halo, three ranges of hills fading with distance, a lake that mirrors them and
 * a light grain. About 2 kB, sharp at any size, drawn by the browser (no request).
 */

const WIDTH = 320;
const HEIGHT = 180;
const HORIZON = 118;

/** mulberry32: a small seeded generator, so a seed always paints the same scene. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue % 360)} ${saturation}% ${lightness}%)`;

/** A ridge's outline: sums of sines across the width, closed down to the horizon. */
function ridgePath(next: () => number, base: number, amplitude: number): string {
  const waves = [1, 2, 4].map((octave) => ({
    frequency: (1 + next() * 2) * octave,
    phase: next() * Math.PI * 2,
    amplitude: amplitude / octave,
  }));
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 8) {
    const y =
      base -
      waves.reduce(
        (sum, w) => sum + w.amplitude * Math.sin((x / WIDTH) * w.frequency * Math.PI + w.phase),
        0,
      );
    points.push(`${x} ${Math.min(HORIZON, y).toFixed(1)}`);
  }
  return `M0 ${HORIZON}L${points.join('L')}L${WIDTH} ${HORIZON}Z`;
}

export function coverSceneSvg(seed: number, hue: number): string {
  const next = seeded(seed);
  const night = next() < 0.25;
  const sunX = 40 + next() * 240;
  const sunY = 28 + next() * 50;
  const skyTop = night ? hsl(hue + 200, 45, 14) : hsl(hue, 60, 48);
  const skyHorizon = night ? hsl(hue + 230, 35, 32) : hsl(hue + 30 + next() * 30, 85, 78);
  const sun = night ? '#f4f1de' : '#fff4d6';
  const ranges = [0, 1, 2].map((depth) => ({
    path: ridgePath(next, HORIZON - 34 + depth * 14, 16 - depth * 4),
    // Farther ranges take on the sky's colour (atmospheric perspective).
    fill: night
      ? hsl(hue + 220, 30, 24 - depth * 6)
      : hsl(hue + 150 + depth * 10, 30, 50 - depth * 12),
  }));
  const water = night ? hsl(hue + 210, 40, 16) : hsl(hue + 10, 55, 36);
  const ripples = Array.from({ length: 9 }, () => {
    const y = HORIZON + 6 + next() * (HEIGHT - HORIZON - 10);
    const x = next() * WIDTH;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(1)}" width="${(20 + next() * 60).toFixed(0)}" height="1" fill="#fff" opacity=".22"/>`;
  }).join('');
  const layers = ranges.map((range) => `<path d="${range.path}" fill="${range.fill}"/>`).join('');
  const stars = night
    ? Array.from(
        { length: 24 },
        () =>
          `<circle cx="${(next() * WIDTH).toFixed(0)}" cy="${(next() * (HORIZON - 40)).toFixed(0)}" r="${(0.4 + next() * 0.6).toFixed(1)}" fill="#fff" opacity=".8"/>`,
      ).join('')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyHorizon}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${sun}" stop-opacity=".7"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}" stop-opacity=".55"/><stop offset="1" stop-color="${water}"/></linearGradient>` +
    `<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="${seed % 1000}"/><feColorMatrix values="0 0 0 0 .5 0 0 0 0 .5 0 0 0 0 .5 0 0 0 .09 0"/></filter></defs>` +
    `<rect width="${WIDTH}" height="${HORIZON}" fill="url(#s)"/>${stars}` +
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="46" fill="url(#g)"/>` +
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${night ? 9 : 12}" fill="${sun}"/>` +
    layers +
    // The lake: the hills mirrored under the horizon, then the water's own colour over them.
    `<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="${skyHorizon}"/>` +
    `<g transform="matrix(1 0 0 -1 0 ${2 * HORIZON})" opacity=".75">${layers}</g>` +
    `<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#w)"/>` +
    `<ellipse cx="${sunX.toFixed(0)}" cy="${(2 * HORIZON - sunY).toFixed(0)}" rx="5" ry="${(HEIGHT - HORIZON) / 2}" fill="${sun}" opacity=".35"/>` +
    ripples +
    `<rect width="${WIDTH}" height="${HEIGHT}" filter="url(#n)"/></svg>`
  );
}
