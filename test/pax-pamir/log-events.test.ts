/**
 * The match log (games/log-events.ts, games/pax-pamir/log-kinds.ts): every move's events in seeded random
 * games have a known kind and a rule id of both rule files, read as sentences in English and French, and
 * give away nothing hidden; specific moves write the events they should, with their rule.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { eventForViewer, eventsOf, type LogEvent } from '../../games/log-events';
import { paxPamir } from '../../games/pax-pamir';
import { LOG_KINDS, type PaxEvent } from '../../games/pax-pamir/log-kinds';
import { recording } from '../../games/pax-pamir/rules/log';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { courtCard } from '../../games/pax-pamir/data/cards';
import { logTexts } from '../../client/boards/pax-pamir/log-texts';
import { G_of, matchFrom, position, settle } from './position';

const ROOT = resolve(__dirname, '../..');
const ruleIds = (file: string) => new Set([...readFileSync(resolve(ROOT, file), 'utf8').matchAll(/^- \*\*(PAMIR-[A-Z0-9-]+)\*\*/gm)].map((m) => m[1]));
const ENGLISH_IDS = ruleIds('games/pax-pamir/RULES.md');
const FRENCH_IDS = ruleIds('games/pax-pamir/RULES.fr.md');

const playerName = (seat: string) => `Seat${seat}`;

/** The event as both languages word it, for a viewer who sees its hidden facts and for one who does not. */
function sentences(logged: LogEvent | PaxEvent): string[] {
  const event = logged as LogEvent;
  const texts = logTexts[event.kind];
  const out: string[] = [];
  for (const shown of [event, eventForViewer(event, null)]) {
    for (const language of ['en', 'fr'] as const) out.push(texts[language](shown, { language, playerName }));
  }
  return out;
}

const BAD_WORDING = /undefined|NaN|\[object|[{}]/;

/** The events of the move just played. */
const lastEvents = (match: HeadlessMatch): LogEvent[] => ((match.state.deltalog ?? []) as LogEntry[]).flatMap((entry) => [...eventsOf(entry)]);

/** Card ids a public event names (its facts as the spectator gets them). */
function publicCards(event: LogEvent): number[] {
  const json = JSON.stringify(eventForViewer(event, null));
  return [...json.matchAll(/"(?:card|target)":(\d+)/g)].map((m) => Number(m[1]));
}

/** Random games with and without Wakhan (seeds where she betrays, battles, blackmails, picks for events). */
const GAMES: [players: number, wakhan: boolean, seed: string][] = [
  [1, true, 'pin-a'],
  [1, true, 'pin-h'],
  [1, true, 'pin-s'],
  [1, true, 'pin-u'],
  [2, true, 'pin-q'],
  [2, true, 'pin-x'],
  [2, false, 'pin-a'],
  [3, false, 'pin-b'],
  [4, false, 'pin-a'],
  [5, false, 'pin-a'],
];

/** Kinds too rare for these games, each with its own position test below. */
const RARE: readonly string[] = ['wakhan-no-instruction'];

describe('the log of seeded random games', () => {
  const seen = new Set<string>();
  let events = 0;

  test.each(GAMES)('%i human(s), Wakhan %s, seed %s: every event known, cited, worded and keeping secrets', async (numPlayers, wakhan, seed) => {
    const problems = new Set<string>();
    // hand cards the whole table saw go into a hand: bought from the open market, or offered for a bribe
    const shown = new Set<string>();
    await playRandomGame(paxPamir.game, {
      numPlayers,
      setupData: { wakhan },
      seed,
      maxMoves: paxPamir.moveBudget,
      afterMove(match, played) {
        const G = match.state.G as PaxState;
        const seats = Object.keys(G.players);
        for (const event of lastEvents(match)) {
          events++;
          seen.add(event.kind);
          if (event.kind === 'card-bought' || event.kind === 'bribe-offered') shown.add(`${event.player}:${event.card}`);
          const where = `${played.move} by ${played.playerID}: ${event.kind}`;
          if (!(LOG_KINDS as readonly string[]).includes(event.kind)) problems.add(`${where}: kind not in LOG_KINDS`);
          if (event.wakhan !== G.wakhan?.player) problems.add(`${where}: names Wakhan's seat as ${String(event.wakhan)}`);
          if (!ENGLISH_IDS.has(event.rule)) problems.add(`${where}: rule ${event.rule} not in RULES.md`);
          if (!FRENCH_IDS.has(event.rule)) problems.add(`${where}: rule ${event.rule} not in RULES.fr.md`);
          for (const sentence of sentences(event)) {
            if (sentence.trim() === '' || BAD_WORDING.test(sentence)) problems.add(`${where}: badly worded "${sentence}"`);
          }
          // PAMIR-HIDDEN-1: what the secrets list for a viewer is never in what that viewer gets of an event
          for (const viewer of [null, ...seats]) {
            const seen = eventForViewer(event, viewer);
            const json = JSON.stringify(seen);
            for (const secret of paxPamir.secrets(G, match.state.ctx, viewer)) {
              if ('text' in secret) {
                if (json.includes(secret.text)) problems.add(`${where}: ${secret.label} in the event for ${viewer}`);
              } else if (secret.path[1] === 'deck' || secret.path[1] === 'wakhanDeck') {
                // nothing still in the deck (or Wakhan's AI deck) is named
                const hidden = new Set(secret.value as number[]);
                const named = secret.path[1] === 'deck' ? publicCards(seen) : typeof seen.aiCard === 'number' ? [seen.aiCard] : [];
                for (const card of named) if (hidden.has(card)) problems.add(`${where}: ${secret.label} card ${card} named for ${viewer}`);
              } else if (secret.path[0] === 'players' && secret.path[2] === 'hand') {
                // another player's hand card is named only once the whole table saw it go there
                const card = secret.value as number;
                const named = publicCards(seen).includes(card);
                if (named && !shown.has(`${secret.path[1]}:${card}`)) problems.add(`${where}: ${secret.label} card ${card} named for ${viewer}`);
              }
            }
          }
        }
      },
    });
    expect([...problems].slice(0, 12)).toEqual([]);
  }, 60_000);

  test('every kind of LOG_KINDS is written in these games, but the rare ones tested below', () => {
    expect(events).toBeGreaterThan(1000);
    expect(LOG_KINDS.filter((kind) => !seen.has(kind) && !RARE.includes(kind))).toEqual([]);
  });

  test('every kind has an English and a French text; the rules and kinds match between the two rule files', () => {
    expect(Object.keys(logTexts).sort()).toEqual([...LOG_KINDS].sort());
    expect([...FRENCH_IDS].sort()).toEqual([...ENGLISH_IDS].sort());
  });
});

/** The events the task engine writes from a position (as a move would). */
function settled(G: PaxState): PaxEvent[] {
  const events: PaxEvent[] = [];
  recording(G, events, () => settle(G));
  return events;
}

describe('events of specific moves', () => {
  test('PAMIR-BUY-1: a purchase writes the card, its place, its cost and the rupees taken', () => {
    const G = position({ players: { 0: { rupees: 5 } }, market: [[20, 21, [22, 2]], [23]], deck: [30, 31, 32] });
    const match = matchFrom(G);
    expect(match.move('0', 'buy', [0, 2])).toEqual({ ok: true });
    expect(lastEvents(match)).toEqual([{ kind: 'card-bought', rule: 'PAMIR-BUY-1', player: '0', card: 22, row: 0, col: 2, cost: 2, rupees: 2 }]);
    const [en, fr] = sentences(lastEvents(match)[0]);
    const name = courtCard(22).name;
    expect(en).toBe(`Seat0 buys ${name} (market column 3) for 2 rupees and takes the 2 rupees on it.`);
    expect(fr).toBe(`Seat0 achète ${name} (colonne 3 du marché) pour 2 roupies et prend les 2 roupies posées dessus.`);
  });

  test('PAMIR-PLAY-2, PAMIR-IMPACT-*: a play writes the card and side, then each impact icon resolved', () => {
    // card 1 (Kabul): its impacts are resolved after it reaches the court
    const G = position({ players: { 0: { hand: [1] } } });
    const match = matchFrom(G);
    expect(match.move('0', 'play', [1, 'left', 0])).toEqual({ ok: true });
    const events = lastEvents(match);
    expect(events[0]).toMatchObject({ kind: 'card-played', rule: 'PAMIR-PLAY-2', player: '0', card: 1, side: 'left', bribe: 0, to: null });
    expect(events.slice(1).every((e) => e.rule.startsWith('PAMIR-IMPACT-') || e.rule === 'PAMIR-PIECE-1')).toBe(true);
  });

  test('PAMIR-TURN-2, PAMIR-CLEANUP-4: ending the actions writes the end and the cards drawn into the market', () => {
    const G = position({ market: [[null, 21], [22]], deck: [30, 31, 32] });
    const match = matchFrom(G);
    expect(match.move('0', 'endActions')).toEqual({ ok: true });
    const events = lastEvents(match);
    expect(events[0]).toEqual({ kind: 'actions-ended', rule: 'PAMIR-TURN-2', player: '0' });
    const refill = events.find((e) => e.kind === 'market-refilled')!;
    expect(refill.rule).toBe('PAMIR-CLEANUP-4');
    // the deck's top three cards, each where it now lies in the market
    const drawn = refill.cards as { row: number; col: number; card: number }[];
    expect(drawn.map((c) => c.card).sort()).toEqual([30, 31, 32]);
    for (const { row, col, card } of drawn) expect(G_of(match).market[row][col]?.card).toBe(card);
  });

  test('PAMIR-EVENT-114P: swapped hands are told to the two players only', () => {
    const G = position({ numPlayers: 3, players: { 0: { rupees: 5, hand: [1] }, 1: { hand: [2, 3] }, 2: { hand: [4] } }, market: [[114]], deck: [30, 31] });
    const match = matchFrom(G);
    expect(match.move('0', 'buy', [0, 0])).toEqual({ ok: true });
    expect(lastEvents(match).map((e) => e.kind)).toEqual(['card-bought', 'event-resolved']);
    expect(match.move('0', 'choose', ['1'])).toEqual({ ok: true });
    const [swap] = lastEvents(match);
    expect(swap).toMatchObject({ kind: 'event-chosen', rule: 'PAMIR-EVENT-114P', player: '0', event: 'persuasion', option: '1' });
    expect(swap.hidden).toEqual({ seats: ['0', '1'], facts: { gave: [1], received: [2, 3] } });
    for (const viewer of ['0', '1']) expect(eventForViewer(swap, viewer).hidden).toBeDefined();
    for (const viewer of ['2', null]) {
      const seen = eventForViewer(swap, viewer);
      expect(seen.hidden).toBeUndefined();
      expect(publicCards(seen)).toEqual([]);
    }
    const [en, fr, enPublic, frPublic] = sentences(swap);
    expect(en).toContain('gives');
    expect(enPublic).toBe('Other Persuasive Methods: Seat0 swaps hands with Seat1.');
    expect(fr).toContain('reçoit');
    expect(frPublic).toBe('Autres méthodes persuasives : Seat0 échange sa main avec celle de Seat1.');
  });

  test('PAMIR-DOM-1, PAMIR-END-2: a bought Dominance Check writes its result and, with a 4-point lead, the end', () => {
    // British dominant (4 armies to none): the one British player scores 5 and leads by 5
    const G = position({ players: { 0: { rupees: 5 } }, armies: { kabul: { british: 4 } }, market: [[101, 102]], deck: [30, 103, 104] });
    const match = matchFrom(G);
    expect(match.move('0', 'buy', [0, 0])).toEqual({ ok: true });
    const events = lastEvents(match);
    expect(events.find((e) => e.kind === 'dominance-check')).toMatchObject({ rule: 'PAMIR-DOM-1', dominant: 'british', final: false, points: { 0: 5, 1: 0 } });
    expect(events[events.length - 1]).toEqual({ kind: 'game-over', rule: 'PAMIR-END-2', winners: ['0'], reason: 'lead' });
  });

  test('PAMIR-D-17: a Blackmail spy taken from play writes where it came from', () => {
    const match = matchFrom(position({ tribes: { kabul: { 0: 6 }, herat: { 0: 4 } }, players: { 0: { court: [54] }, 1: { court: [61] } } }));
    expect(match.move('0', 'blackmail', [54, 61, 'tribe:herat'])).toEqual({ ok: true });
    const [event] = lastEvents(match);
    expect(event).toMatchObject({ kind: 'blackmail', rule: 'PAMIR-D-17', player: '0', card: 54, target: 61, source: 'tribe:herat' });
    const [en, fr] = sentences(event);
    expect(en).toMatch(/^Seat0 uses the Blackmail of Herati Bandits: a spy on .+ \(the supply is empty: the cylinder comes from a tribe in Herat\)\.$/);
    expect(fr).toMatch(/^Seat0 utilise le Chantage .+ \(réserve vide, cylindre repris\u00a0: une tribu .+\)\.$/);
    // from the supply, as before
    const supplied = matchFrom(position({ players: { 0: { court: [54] }, 1: { court: [61] } } }));
    expect(supplied.move('0', 'blackmail', [54, 61])).toEqual({ ok: true });
    expect(lastEvents(supplied)[0]).toMatchObject({ kind: 'blackmail', rule: 'PAMIR-ABILITY-BLACKMAIL', source: null });
    expect(sentences(lastEvents(supplied)[0])[0]).toMatch(/^Seat0 uses the Blackmail of Herati Bandits: a spy on [^(]+\.$/);
  });

  test('PAMIR-WAKHAN-TURN-2: an AI card none of whose instructions she can follow writes her bonus turn, with the card', () => {
    // AI card 2 (radicalize instructions only), nothing she can buy with no rupees
    const G = position({
      numPlayers: 2,
      wakhan: { card: 2, next: [9] },
      market: [[null, null, null, null, null, [98, 2]], []],
      players: { 1: { court: [], rupees: 0 } },
      deck: [],
    });
    G.pending = [{ kind: 'wakhan', player: '1', stage: 'actions', index: 0, passStart: 0 }];
    const events = settled(G);
    const skips = events.filter((e) => e.kind === 'wakhan-skips');
    expect(skips).toHaveLength(3);
    expect(skips.every((e) => e.rule === 'PAMIR-WAKHAN-ACTION-2' && e.aiCard === 2)).toBe(true);
    const none = events.find((e) => e.kind === 'wakhan-no-instruction')!;
    expect(none).toEqual({ kind: 'wakhan-no-instruction', rule: 'PAMIR-WAKHAN-TURN-2', player: '1', aiCard: 2 });
    expect(sentences(none)[0]).toBe('Seat1 can follow no instruction of AI card 2: bonus actions only.');
    expect(sentences(none)[1]).toBe('Seat1 ne peut suivre aucune instruction de la carte I.A. 2 : actions bonus seulement.');
    // in a match, every event of a game with her names her seat, which the log calls by her name
    expect(sentences({ ...none, wakhan: '1' })[0]).toBe('Wakhan can follow no instruction of AI card 2: bonus actions only.');
    // her cleanup is the end of her actions, citing her rule
    expect(events.find((e) => e.kind === 'actions-ended')).toMatchObject({ rule: 'PAMIR-WAKHAN-TURN-4', player: '1', aiCard: 2 });
  });

  test('PAMIR-WAKHAN-TURN-2, PAMIR-WAKHAN-D-4: starting her card again writes the counted actions she has taken', () => {
    // AI card 8 (tax, betray, radicalize), economic favored: 9 taxes as a bonus action, then 16 as a counted one
    const G = position({
      numPlayers: 2,
      wakhan: { card: 8, next: [9] },
      favored: 'economic',
      market: [[], []],
      tribes: { kabul: { 1: 1 } },
      players: { 0: { court: [7], rupees: 4 }, 1: { court: [9, 16], rupees: 0 } },
      deck: [],
    });
    G.pending = [{ kind: 'wakhan', player: '1', stage: 'actions', index: 0, passStart: 0 }];
    const restarts = settled(G).filter((e) => e.kind === 'wakhan-restarts');
    expect(restarts).toEqual([
      { kind: 'wakhan-restarts', rule: 'PAMIR-WAKHAN-TURN-2', player: '1', aiCard: 8, actions: 0 },
      { kind: 'wakhan-restarts', rule: 'PAMIR-WAKHAN-TURN-2', player: '1', aiCard: 8, actions: 1 },
    ]);
    expect(sentences({ ...restarts[0], wakhan: '1' }).slice(0, 2)).toEqual([
      'Wakhan has taken 0 of her 2 actions (bonus actions do not count): AI card 8 again from the top.',
      'Wakhan a fait 0 de ses 2 actions (les actions bonus ne comptent pas)\u00a0: elle reprend la carte I.A. 8 depuis le haut.',
    ]);
    // an event written before the count was recorded still reads
    expect(sentences({ kind: 'wakhan-restarts', rule: 'PAMIR-WAKHAN-TURN-2', player: '1', aiCard: 8, wakhan: '1' } as never)[0]).toBe(
      'Wakhan has actions left: AI card 8 again from the top.',
    );
  });

  test('PAMIR-WAKHAN-LOG-1: an action she takes cites her rule, her AI card and the instruction she follows', () => {
    // AI card 2 (radicalize only) with nothing to buy: her favored political cards 90 and 92 tax as bonus actions
    const G = position({
      numPlayers: 2,
      wakhan: { card: 2, next: [9] },
      market: [[null, null, null, null, null, [98, 2]], []],
      players: { 1: { court: [16, 90, 92], rupees: 0 } },
      deck: [],
      favored: 'political',
    });
    G.pending = [{ kind: 'wakhan', player: '1', stage: 'actions', index: 0, passStart: 0 }];
    const events = settled(G);
    const bonus = events.filter((e) => e.kind === 'action-taken');
    expect(bonus.length).toBeGreaterThan(0);
    for (const e of bonus) expect(e).toMatchObject({ rule: 'PAMIR-WAKHAN-TURN-3', player: '1', aiCard: 2 });
    expect(sentences(bonus[0])[0]).toMatch(/^Seat1 taxes with .+ \(bonus action\) \(AI card 2\)\.$/);
    expect(sentences(bonus[0])[1]).toMatch(/^Seat1 taxe avec .+ \(action bonus\) \(carte I\.A\. 2\)\.$/);
  });
});
