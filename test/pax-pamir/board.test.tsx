/**
 * The board renders every viewer's view at many points of random games; the clickable items match the
 * legal choices (every legal choice is clickable, nothing is clickable for a player who cannot act);
 * the drawn map has exactly the game's nine borders and puts the regions where they lie.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import PaxPamirBoard from '../../client/boards/pax-pamir/Board';
import { LINES, outlinePoints, REGION_OUTLINES, regionsOfLine, strokePoints, type LineName } from '../../client/boards/pax-pamir/geometry';
import { paxTexts, eventTitles, wakhanTexts } from '../../client/boards/pax-pamir/texts';
import { mapTexts } from '../../client/boards/pax-pamir/map-texts';
import { LANGUAGES } from '../../client/i18n';
import { count, renderBoard } from '../support/render-board';
import { HeadlessMatch } from '../../games/headless';
import { areAdjacent, BORDERS, borderRegions, REGIONS, type Region } from '../../games/pax-pamir/data/map';
import { game } from '../../games/pax-pamir/game';
import { legalChoices, type Choice, type Phase } from '../../games/pax-pamir/rules/legal';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { matchFrom, position } from './position';
import { TargetPicker } from '../../client/boards/pax-pamir/ActionsView';

const render = (match: HeadlessMatch, viewer: string | null) => withoutMapControls(renderBoard(PaxPamirBoard, match, viewer));
const section = (html: string, from: string, to: string) => html.slice(html.indexOf(from), to ? html.indexOf(to, html.indexOf(from)) : undefined);
const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
/** The board without the map's zoom buttons: they move the view, not the game, and are there for every viewer. */
const withoutMapControls = (html: string) => html.replace(/<div class="pp-map-controls"[^>]*>[\s\S]*?<\/div>/, '');

/** Each kind of legal choice has exactly its clickable items. */
function expectClickable(html: string, choices: Choice[], where: string) {
  const market = section(html, '<div class="pp-market">', '<div class="pp-checks">');
  const hand = section(html, '<section class="pp-hand">', '');
  const buttons = count(section(html, '<div class="pp-prompt', '<div class="pp-layout">'), '<button type="button"');
  const of = (move: Choice['move']) => choices.filter((c) => c.move === move);
  if (of('chooseLoyalty').length > 0) expect(buttons, where).toBe(3);
  if (of('answerBribe').length > 0) expect(buttons, where).toBe(2);
  if (of('endActions').length > 0) {
    expect(count(market, 'pp-clickable'), where).toBe(of('buy').length);
    expect(count(hand, 'pp-clickable'), where).toBe(distinct(of('play').map((c) => c.args[0])));
    expect(buttons, where).toBe(1); // end the actions
  }
  if (of('discard').length > 0) {
    expect(count(html, 'pp-clickable'), where).toBe(of('discard').length);
  }
  // the action buttons under the court cards: one enabled button per card and legal action, one per Blackmail target
  const enabled = [...html.matchAll(/class="pp-act[^"]*"(?! disabled="")/g)].length;
  const actions = of('action') as Extract<Choice, { move: 'action' }>[];
  expect(enabled, where).toBe(distinct(actions.map((c) => [c.args[0], c.args[1]])) + of('blackmail').length);
  if (of('choose').length > 0) expect(buttons, where).toBe(of('choose').length);
  const places = of('place') as Extract<Choice, { move: 'place' }>[];
  if (places.length > 0) {
    const sources = distinct(places.map((c) => c.args[1]));
    if (places.some((c) => c.args[1] !== null)) expect(buttons, where).toBe(sources);
    else {
      const borders = places.filter((c) => typeof c.args[0] === 'string').length;
      expect(count(html, 'pp-border-target'), where).toBe(borders);
      expect(count(html, 'pp-clickable'), where).toBe(places.length - borders);
    }
  }
}

describe('the board', () => {
  test.each([
    [2, {}],
    [3, {}],
    [5, {}],
    [1, { wakhan: true }],
    [2, { wakhan: true }],
  ])('%i players %j: every viewer at many points of a random game', (n, setupData) => {
    const match = new HeadlessMatch(game, { numPlayers: n, setupData, seed: `board-${n}` });
    const viewers = [...Array.from({ length: n }, (_, i) => String(i)), null];
    let step = 0;
    let clickableSeen = 0;
    while (!match.isOver && step < 600) {
      if (step % 3 === 0) {
        for (const viewer of viewers) {
          const html = render(match, viewer);
          const choices = viewer === null ? [] : legalChoices(match.state.G as PaxState, match.ctx.phase as Phase, match.ctx.currentPlayer, viewer);
          const clickable = count(html, 'pp-clickable') + count(html, 'pp-border-target') + count(html, '<button type="button"');
          const where = `viewer ${viewer} at step ${step}`;
          if (choices.length === 0) expect(clickable, where).toBe(0);
          else {
            clickableSeen++;
            expectClickable(html, choices, where);
          }
        }
      }
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      const pick = choices[(step * 7919) % choices.length];
      match.move(player, pick.move, pick.args);
      step++;
    }
    expect(clickableSeen).toBeGreaterThan(10);
    for (const viewer of viewers) expect(render(match, viewer)).toContain('pp-over');
  }, 180_000); // every viewer's board rendered at every third step: over a minute at 5 players on a loaded machine

  // p. 12, Card-Based Actions: each card gives one action, once per turn, whatever the number of its action
  // icons; p. 12, Bonus Actions: actions on cards of the favored suit do not count against the two; p. 12,
  // Hostage Actions: a single enemy player with more spies on the card than each other player.
  test('PAMIR-ACTION-1, PAMIR-BONUS-1, PAMIR-HOSTAGE-1: the buttons under a court card show cost, bonus and hostage bribe', () => {
    const G = position({
      market: [[[1, 2], 2], [11]],
      tribes: { kabul: { 0: 1 } },
      players: { 0: { court: [[8, { 1: 2 }], 6, 14], rupees: 5 } },
      deck: [20, 21, 22],
    });
    const html = render(matchFrom(G), '0');
    expect(html).toContain('Tax · no cost · hostage: bribe 2 to Player 2');
    expect(html).toContain('Build · cost 2 per block · bonus action');
    expect(html).toContain('Gift · cost 2');
    expect(html).toContain('Battle · no cost · bonus action'); // card 6: nothing to fight, so disabled
    expect(html).toMatch(/class="pp-act pp-bonus" disabled=""[^>]*aria-label="Battle with Aminullah/);
    const other = render(matchFrom(G), '1');
    expect(other).not.toMatch(/class="pp-act[" ]/);
  });

  // The summary, CADEAU: « Placez 1 Cylindre (1 seul par tour) ».
  test('PAMIR-GIFT-2: once a gift is given, the other gift buttons are disabled and say why', () => {
    const G = position({ market: [[1, 2, 3, 4, 5, 6], [11, 12, 13, 14, 15, 16]], favored: 'economic', players: { 0: { court: [12, 46], rupees: 12 } } });
    const match = matchFrom(G);
    expect(render(match, '0')).not.toContain('PAMIR-GIFT-2');
    expect(match.move('0', 'action', [12, 'gift', null, 0]).ok).toBe(true);
    const html = render(match, '0');
    expect(html).toMatch(/class="pp-act pp-bonus" disabled=""[^>]*aria-label="Gift with Bank \(one gift a turn, given \(PAMIR-GIFT-2\)/);
    const fr = renderBoard(PaxPamirBoard, match, '0', { language: 'fr' });
    expect(fr).toContain('un cadeau par tour, déjà fait (PAMIR-GIFT-2)');
  });

  // p. 8, Component Limits: a unit the supply lacks is taken from anywhere in play, except pieces placed this turn.
  test('PAMIR-D-17: with the supply empty, one Blackmail button per target and cylinder in play', () => {
    const G = position({ tribes: { kabul: { 0: 6 }, herat: { 0: 4 } }, players: { 0: { court: [54] }, 1: { court: [61] } } });
    const html = render(matchFrom(G), '0');
    expect(count(html, 'Blackmail: spy on')).toBe(4);
    expect(html).toContain('Blackmail: spy on Herati Bandits, cylinder from: Your tribe in Kabul (supply empty, PAMIR-D-17)');
    const fr = renderBoard(PaxPamirBoard, matchFrom(G), '0', { language: 'fr' });
    expect(fr).toContain('(réserve vide, PAMIR-D-17)');
  });

  // p. 14, Battle: at one site remove tribes, spies, roads or armies up to the rank, no more than one's own
  // armies or spies there, never armies or roads of one's loyalty, never tribes of players sharing it (their
  // spies may be removed); p. 12, Hostage Actions: a single enemy player with more spies on the card than each
  // other player.
  test('PAMIR-BATTLE-1, PAMIR-HOSTAGE-1: the target picker has one button per target and offer, and a cancel', () => {
    const G = position({
      armies: { punjab: { british: 1, russian: 1 } },
      players: { 0: { court: [[38, { 1: 1 }]], rupees: 3 }, 1: { court: [[8, { 0: 1, 1: 0 }]] } },
    });
    const choices = legalChoices(G, 'play', '0', '0').filter((c) => c.move === 'action');
    expect(choices.map((c) => c.args.slice(2))).toEqual([
      ['punjab', 0],
      ['punjab', 1],
    ]);
    const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
    const html = renderToStaticMarkup(
      createElement(TargetPicker, { G, me: '0', card: 38, action: 'battle', choices, names: (id: string) => `P${id}`, moves: {}, onCancel: () => {}, t, title: t, court: (card: number) => `card ${card}` } as never),
    );
    expect(count(html, '<button type="button"')).toBe(3);
    expect(html).toContain('offerLess{&quot;n&quot;:0,&quot;full&quot;:1,&quot;name&quot;:&quot;P1&quot;}');
  });

  // card 3's ability.
  test('PAMIR-ABILITY-INSURRECTION: the owner picks where the missing Afghan army comes from, one button per source', () => {
    const G = position({
      armies: { herat: { afghan: 6 }, punjab: { afghan: 6 } },
      players: { 1: { court: [3] } },
      pending: [{ kind: 'insurrection', player: '1', left: 1 }],
      deck: [20, 21, 22],
    });
    const match = matchFrom(G);
    const html = render(match, '1');
    expect(html).toContain('Insurrection: an Afghan army goes to Kabul.');
    expectClickable(html, legalChoices(match.state.G as PaxState, 'play', '0', '1'), 'the owner');
    expect(count(section(html, '<div class="pp-prompt', '<div class="pp-layout">'), '<button type="button"')).toBe(2);
    expect(render(match, '0')).not.toContain('<button type="button"');
  });

  // not in the rulebook: the board shows why she did what she did; p. 16, Wakhan's Turn: the face-up card and
  // the back of the next card decide.
  test('PAMIR-WAKHAN-HIDDEN-1: her AI card and the next back; her decisions are in the match log, not in her panel', () => {
    const match = new HeadlessMatch(game, { numPlayers: 1, setupData: { wakhan: true }, seed: 'board-wakhan' });
    match.move('0', 'chooseLoyalty', ['british']);
    const G = match.state.G as PaxState;
    const w = G.wakhan!;
    for (const viewer of ['0', null]) {
      const html = render(match, viewer);
      const panel = section(html, 'class="pp-player pp-wakhan"', '</article>');
      expect(panel).toContain(`AI card ${w.card}`);
      expect(panel).toContain('Back of the next AI card: columns');
      expect(panel).not.toContain('PAMIR-WAKHAN-');
      expect(html).toContain('Wakhan (automa)');
    }
  });

  test('the last move is marked on the board, with a hint for screen readers, from its log events', () => {
    // a purchase marks its market position and the buyer; a play marks the card in the court and its impacts' region
    const match = matchFrom(position({ players: { 0: { rupees: 5, hand: [5] } }, market: [[20, 21, 22], [23]], deck: [30, 31] }));
    expect(match.move('0', 'buy', [0, 2])).toEqual({ ok: true });
    let html = renderBoard(PaxPamirBoard, match, '1', { log: match.state.deltalog });
    expect(count(html, 'pp-market-cell pp-last-move')).toBe(1);
    expect(html).toContain('<span class="pp-sr-only">last move</span>');
    expect(count(html, 'pp-player pp-current pp-last-move')).toBe(1); // the buyer's panel
    expect(render(match, '1')).not.toContain('pp-last-move'); // no log, nothing marked
    expect(match.move('0', 'play', [5, 'left', 0])).toEqual({ ok: true }); // Shah Shujah Durrani: a tribe in Kabul
    html = renderBoard(PaxPamirBoard, match, '0', { log: match.state.deltalog, language: 'fr' });
    // the card played (in the court) and the region of its impacts are marked
    expect(html).toMatch(/class="pp-card pp-compact pp-last-move"/);
    expect(html).toContain('class="pp-region pp-last-move"');
    expect(html).toContain('dernier coup');
  });

  test('the map draws exactly the nine borders of the game', () => {
    // each line of an outline is in one region (the map's edge) or two (a border, named by its two regions)
    const shared = new Set<string>();
    for (const line of Object.keys(LINES) as LineName[]) {
      const regions = regionsOfLine(line);
      expect(regions.length, line).toBeGreaterThanOrEqual(1);
      expect(regions.length, line).toBeLessThanOrEqual(2);
      if (regions.length === 2) {
        expect([...regions].sort().join('-'), line).toBe(line);
        shared.add(line);
      }
    }
    expect(shared).toEqual(new Set(BORDERS.map((b) => [...borderRegions(b)].sort().join('-'))));
    // every outline is closed: each line starts where the one before it ends
    for (const region of REGIONS) {
      const strokes = REGION_OUTLINES[region].map(strokePoints);
      strokes.forEach((points, i) => expect(points[0], `${region} ${i}`).toEqual(strokes[(i + strokes.length - 1) % strokes.length].at(-1)));
    }
    // regions that share no border do not touch, not even at a corner
    const key = ([x, y]: readonly number[]) => `${x},${y}`;
    for (const a of REGIONS) {
      for (const b of REGIONS) {
        if (a >= b || areAdjacent(a, b)) continue;
        const corners = new Set(outlinePoints(a).map(key));
        expect(outlinePoints(b).filter((p) => corners.has(key(p))), `${a} ${b}`).toEqual([]);
      }
    }
  });

  test('the map puts the regions where they lie', () => {
    // the centre of a region's outline (the mean of its corners is enough to tell north from south)
    const centre = (region: Region) => {
      const points = outlinePoints(region);
      return [points.reduce((s, [x]) => s + x, 0) / points.length, points.reduce((s, [, y]) => s + y, 0) / points.length];
    };
    const [x, y] = [(r: Region) => centre(r)[0], (r: Region) => centre(r)[1]];
    for (const r of REGIONS) if (r !== 'transcaspia') expect(y('transcaspia'), r).toBeLessThan(y(r)); // Transcaspia north
    for (const r of REGIONS) if (r !== 'persia') expect(x('persia'), r).toBeLessThan(x(r)); // Persia west
    for (const r of REGIONS) if (r !== 'punjab') expect(x('punjab'), r).toBeGreaterThan(x(r)); // Punjab east
    expect(x('herat')).toBeGreaterThan(x('persia')); // Herat between Persia and Kabul–Kandahar
    expect(x('herat')).toBeLessThan(Math.min(x('kabul'), x('kandahar')));
    for (const r of ['herat', 'kabul', 'transcaspia'] as const) expect(y('kandahar'), r).toBeGreaterThan(y(r)); // Kandahar south
    expect(x('kabul')).toBeGreaterThan(x('kandahar')); // Kabul north-east of Kandahar
    expect(y('kabul')).toBeLessThan(y('kandahar'));
  });

  test.each(LANGUAGES)('every text has a %s translation with the same placeholders', (language) => {
    for (const dict of [paxTexts, eventTitles, wakhanTexts, mapTexts] as unknown as Record<string, Record<string, string>>[]) {
      for (const key of Object.keys(dict.en)) {
        const text = dict[language][key];
        expect(text.trim(), key).not.toBe('');
        const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(ph(text), key).toEqual(ph(dict.en[key]));
      }
    }
  });
});
