/**
 * The Pax Pamir board's colours: no player is drawn in a coalition's colour (an Afghan-loyal player is not
 * red like the British armies), players differ from each other, and every colour carries its text at the
 * contrast WCAG asks of small text (4.5:1), measured as WCAG measures it.
 */
import { describe, expect, test } from 'vitest';
import { COALITIONS } from '../../games/pax-pamir/data/map';
import { ALL_COALITION_COLORS, COALITION_COLORS, COALITION_INK, PLAYER_COLORS, playerColor } from '../../client/boards/pax-pamir/colors';

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** CIE L*a*b* (D65) and the CIE76 distance between two colours: about 2.3 is the smallest difference seen. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

/** Closer than this, two colours read as the same family on the board (CIE76). */
const NEAR = 30;

/** The board's light backgrounds (board.css): cards, panels. */
const BACKGROUNDS = ['#ffffff', '#fffdf8', '#fffdf6'];

describe('Pax Pamir colours', () => {
  test('the measures measure: red and the British red are near, white and black far apart', () => {
    expect(distance('#c0392b', COALITION_COLORS.british)).toBeLessThan(NEAR); // the old first player's red
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });

  test.each(PLAYER_COLORS.map((color, seat) => [seat, color]))('player %i (%s) is no coalition’s colour, nor near one', (seat, color) => {
    expect(playerColor(String(seat))).toBe(color);
    expect(ALL_COALITION_COLORS).not.toContain(color);
    for (const coalition of COALITIONS) expect(distance(color, COALITION_COLORS[coalition]), coalition).toBeGreaterThan(NEAR);
  });

  test('five players, five colours, each far from the others', () => {
    expect(new Set(PLAYER_COLORS).size).toBe(5);
    for (const a of PLAYER_COLORS) for (const b of PLAYER_COLORS) if (a !== b) expect(distance(a, b), `${a} ${b}`).toBeGreaterThan(20);
  });

  test('a player colour carries white text and reads as text on the board', () => {
    for (const color of PLAYER_COLORS) {
      expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      for (const background of BACKGROUNDS) expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('a coalition colour carries its ink at 4.5:1', () => {
    for (const coalition of COALITIONS) expect(contrast(COALITION_COLORS[coalition], COALITION_INK[coalition]), coalition).toBeGreaterThanOrEqual(4.5);
  });
});
