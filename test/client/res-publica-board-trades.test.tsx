/**
 * The last trades on the Res Publica board: each in sentences (what was proposed, accepted or refused, who
 * gave what to whom), newest first, in English and French, and only what the viewer may know: the exact
 * cards chosen for a deal are named to its two traders only (RP-HIDDEN-1..3, RP-TRADE-8).
 */
import { describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import ResPublicaBoard from '../../client/boards/res-publica/Board';
import { recentTrades, tradesOf } from '../../client/boards/res-publica/trade-history';
import type { Language } from '../../client/i18n';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { match, playedWithLog } from '../res-publica/position';
import { render, text } from './local-fixtures';

type Step = [string, string, ...unknown[]];

const NAMES = ['Alice', 'Bob', 'Carla'].map((name, id) => ({ id, name }));

/** The board as `viewer` sees it, given the whole, unfiltered log: the board itself keeps only what they may see. */
function board(m: ReturnType<typeof match>, viewer: string | null, language: Language = 'en', log: LogEntry[] = []): string {
  const { G, ctx } = m.state;
  const view = m.game.playerView!({ G, ctx, playerID: viewer });
  const props = { G: view, ctx, moves: {}, playerID: viewer, matchData: NAMES, isActive: true, log };
  return render(<ResPublicaBoard {...(props as unknown as BoardProps<any>)} />, language);
}

/** The "recent trades" panel's items as text, for one viewer. */
function items({ m, log }: ReturnType<typeof playedWithLog>, viewer: string | null, language: Language = 'en'): string[] {
  const html = board(m, viewer, language, log);
  const panel = /<section class="rp-panel rp-recent"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...panel.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => text(li[1]).replace(/[ \n\t]+/g, ' ').trim());
}

const seekViking: Step[] = [
  ['0', 'propose', parseProposal('seek 1 vikings')],
  ['1', 'counter', parseBundle('1 metal')],
  ['2', 'pass'],
  ['0', 'accept', '1'],
];

describe('recent trades', () => {
  test('none yet: said so, in both languages', () => {
    const m = match({ hands: ['1 goths', '1 huns', ''] });
    expect(text(board(m, '0'))).toContain('No trade yet.');
    expect(text(board(m, '0', 'fr'))).toContain('Aucun commerce pour l’instant.');
  });

  test('RP-TRADE-6, RP-TRADE-9: a deal of exact cards, who gave what to whom, seen alike by every viewer', () => {
    const game = playedWithLog({ hands: ['4 vikings, 1 metal', '1 vikings', '2 goths'] }, ...seekViking);
    for (const viewer of ['2', null]) {
      expect(items(game, viewer)).toEqual(['Turn 1 Alice seeks a Viking. Deal with Bob: Alice gives a Metal card, Bob gives a Viking.']);
    }
    expect(items(game, '1')).toEqual(['Turn 1 Alice seeks a Viking. Deal with Bob (you): Alice gives a Metal card, Bob (you) gives a Viking.']);
    expect(items(game, '2', 'fr')).toEqual([
      'Tour 1 Alice cherche un Viking. Marché conclu avec Bob\u202f: Alice donne une carte Métal, Bob donne un Viking.',
    ]);
  });

  test('the open trade of the turn is not listed: the trade panel shows it until it is over', () => {
    const game = playedWithLog({ hands: ['4 vikings, 1 metal', '1 vikings', '2 goths'] }, ...seekViking.slice(0, 2));
    expect(items(game, '0')).toEqual([]);
    expect(tradesOf(game.log, '0').map((t) => t.status)).toEqual(['open']);
  });

  test('RP-TRADE-8: cards chosen from an "or" are named to the two traders only; others hear what was agreed', () => {
    const game = playedWithLog(
      { hands: ['1 metal, 1 arts', '2 huns', '1 goths'] },
      ['0', 'propose', parseProposal('offer 1 metal or 1 arts')],
      ['1', 'counter', parseBundle('1 people')],
      ['2', 'pass'],
      ['0', 'accept', '1'],
      ['0', 'deliver', { arts: 1 }],
      ['1', 'deliver', { huns: 1 }],
    );
    const known = 'Alice offers a Metal card or an Arts card. Deal with Bob: Alice gives an Arts card, Bob gives a Hun.';
    expect(items(game, '0')).toEqual([`Turn 1 ${known.replace(/Alice/g, 'Alice (you)')}`]);
    expect(items(game, '1')).toEqual([`Turn 1 ${known.replace(/Bob/g, 'Bob (you)')}`]);
    const agreed = 'Turn 1 Alice offers a Metal card or an Arts card. Deal with Bob: Alice gives a Metal card or an Arts card, Bob gives a People card.';
    expect(items(game, '2')).toEqual([agreed]);
    expect(items(game, null)).toEqual([agreed]);
    expect(items(game, null, 'fr')).toEqual([
      'Tour 1 Alice propose une carte Métal ou une carte Arts. Marché conclu avec Bob\u202f: Alice donne une carte Métal ou une carte Arts, Bob donne une carte Peuple.',
    ]);
  });

  test('RP-TRADE-6: refused, with the count of counter-proposals agreeing', () => {
    const one = playedWithLog(
      { hands: ['1 goths', '1 vikings', '1 huns'] },
      ['0', 'propose', parseProposal('seek 1 vikings')],
      ['1', 'counter', parseBundle('2 metal')],
      ['2', 'pass'],
      ['0', 'refuse'],
    );
    expect(items(one, '2')).toEqual(['Turn 1 Alice seeks a Viking. Alice refuses the counter-proposal: no deal.']);
    expect(items(one, '2', 'fr')).toEqual(['Tour 1 Alice cherche un Viking. Alice refuse la contre-proposition\u202f: pas d’échange.']);
    const two = playedWithLog(
      { hands: ['1 goths', '1 vikings', '1 vikings'] },
      ['0', 'propose', parseProposal('seek 1 vikings')],
      ['1', 'counter', parseBundle('2 metal')],
      ['2', 'counter', parseBundle('3 arts')],
      ['0', 'refuse'],
    );
    expect(items(two, null)).toEqual(['Turn 1 Alice seeks a Viking. Alice refuses all 2 counter-proposals: no deal.']);
    expect(items(two, null, 'fr')).toEqual(['Tour 1 Alice cherche un Viking. Alice refuse les 2 contre-propositions\u202f: pas d’échange.']);
  });

  test('RP-TRADE-1: nobody answers; newest first, at most four', () => {
    const turn = (seat: string, others: string[]): Step[] => [
      [seat, 'propose', parseProposal(`seek ${Number(seat) + 1} goths`)],
      ...others.map((other): Step => [other, 'pass']),
      [seat, 'draw', 'standard'],
    ];
    const game = playedWithLog(
      { hands: ['', '', ''] },
      ...turn('0', ['1', '2']),
      ...turn('1', ['2', '0']),
      ...turn('2', ['0', '1']),
      ...turn('0', ['1', '2']),
      ...turn('1', ['2', '0']),
    );
    expect(tradesOf(game.log, '0')).toHaveLength(5);
    expect(items(game, null)).toEqual([
      'Turn 5 Bob seeks 2 Goths. Nobody makes a counter-proposal: no deal.',
      'Turn 4 Alice seeks a Goth. Nobody makes a counter-proposal: no deal.',
      'Turn 3 Carla seeks 3 Goths. Nobody makes a counter-proposal: no deal.',
      'Turn 2 Bob seeks 2 Goths. Nobody makes a counter-proposal: no deal.',
    ]);
    expect(items(game, null, 'fr')[0]).toBe('Tour 5 Bob cherche 2 Goths. Personne ne fait de contre-proposition\u202f: pas d’échange.');
    expect(recentTrades(game.log, '0', 2).map((t) => t.turn)).toEqual([5, 4]);
  });
});
