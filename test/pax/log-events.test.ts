/**
 * The PAX log (games/pax/log-kinds.ts, rules/events.ts): in seeded random games every move writes events of
 * declared kinds citing rules of RULES.md and RULES.fr.md, each readable in English and French; what only the
 * acting player saw stays in hidden facts, and no public fact gives away a secret. Specific moves write the
 * events the rules say, and the kinds random games rarely reach have a position of their own.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { logTexts } from '../../client/boards/pax/log-texts';
import type { LogTextContext } from '../../client/log/log-texts';
import { eventForViewer, eventsOf, type LogEvent } from '../../games/log-events';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { pax } from '../../games/pax';
import type { CardId } from '../../games/pax/data/cards';
import { game } from '../../games/pax/game';
import { LOG_KINDS } from '../../games/pax/log-kinds';
import type { PaxState } from '../../games/pax/rules/types';
import { matchAt, notation, position, quietRefusals } from './helpers';

quietRefusals();

const ruleIds = (file: string) =>
  new Set([...readFileSync(new URL(`../../games/pax/${file}`, import.meta.url), 'utf8').matchAll(/^- \*\*(PAX-[A-Z0-9-]+)\*\*/gm)].map((m) => m[1]));
const RULES_EN = ruleIds('RULES.md');
const RULES_FR = ruleIds('RULES.fr.md');

const names: LogTextContext['playerName'] = (seat) => `Player ${Number(seat) + 1}`;
const sentence = (event: LogEvent, language: 'en' | 'fr') => logTexts[event.kind][language](event, { language, playerName: names });

const state = (match: HeadlessMatch) => match.state.G as PaxState;
const lastEvents = (match: HeadlessMatch): LogEvent[] => (match.state.deltalog ?? []).flatMap((entry: LogEntry) => [...eventsOf(entry)]);
const kinds = (events: readonly LogEvent[]) => events.map((event) => event.kind);

/** The card ids among an event's public facts (`card`, `cards`). */
function publicCards(event: LogEvent): CardId[] {
  const found: CardId[] = [];
  if (typeof event.card === 'number') found.push(event.card);
  if (Array.isArray(event.cards)) found.push(...(event.cards as CardId[]));
  return found;
}

/** The cards lying face up (legions, Rome, play areas), and Rome's face-down ones once revealed (PAX-WIN-0). */
function faceUp(G: PaxState, over: boolean): Set<CardId> {
  const cards = [...G.legions.flat(), ...G.rome, ...Object.values(G.areas).flat()];
  if (over) cards.push(...G.secret.romeHidden);
  return new Set(cards);
}

/** Everything wrong with one move's events, as readable problems (an empty list when all is well). */
function problemsOf(events: readonly LogEvent[], before: PaxState, match: HeadlessMatch, seats: string[]): string[] {
  const problems: string[] = [];
  const G = state(match);
  const shown = new Set([...faceUp(before, false), ...faceUp(G, match.isOver)]);
  for (const event of events) {
    const label = `${event.kind} (${event.rule})`;
    if (!(LOG_KINDS as readonly string[]).includes(event.kind)) problems.push(`${label}: undeclared kind`);
    if (!RULES_EN.has(event.rule)) problems.push(`${label}: rule not in RULES.md`);
    if (!RULES_FR.has(event.rule)) problems.push(`${label}: rule not in RULES.fr.md`);
    if (event.player !== undefined && !seats.includes(event.player)) problems.push(`${label}: unknown player`);
    if (event.hidden && !isDeepStrictEqual(event.hidden.seats, [event.player])) problems.push(`${label}: hidden from its own player`);
    if ('coins' in event) problems.push(`${label}: a player's Aurei in public facts`);
    for (const card of publicCards(event)) if (!shown.has(card)) problems.push(`${label}: card ${card} is public but not face up`);
    for (const viewer of [...seats, null]) {
      const seen = eventForViewer(event, viewer);
      const mayKnow = viewer !== null && event.hidden?.seats.includes(viewer);
      if (!mayKnow && seen.hidden) problems.push(`${label}: hidden facts reach ${viewer}`);
      for (const language of ['en', 'fr'] as const) {
        const text = sentence(seen, language);
        if (!text.trim() || /undefined|NaN|\[object|\{/.test(text)) problems.push(`${label} for ${viewer} in ${language}: "${text}"`);
      }
      if (mayKnow) continue;
      const visible = JSON.stringify(seen);
      for (const secret of pax.secrets(G, match.ctx, viewer)) {
        if ('text' in secret) {
          if (visible.includes(secret.text)) problems.push(`${label}: ${secret.label} reaches ${viewer}`);
        } else if (Array.isArray(secret.value) && secret.value.length > 0) {
          // Cards the whole table saw face up (a group bought, Rome's cards revealed at the end) are no secret.
          const leaks = Object.values(seen).filter((fact) => !(Array.isArray(fact) && fact.every((card) => shown.has(card))));
          if (leaks.some((fact) => isDeepStrictEqual(fact, secret.value))) problems.push(`${label}: ${secret.label} reaches ${viewer}`);
        }
      }
    }
  }
  return problems;
}

const SETUPS: [number, Record<string, unknown>][] = [
  [1, { soloLevel: 1 }],
  [1, { soloLevel: 4, expansion: true }],
  [2, {}],
  [3, { expansion: true }],
  [4, {}],
  [4, { expansion: true }],
  [6, { expansion: true }],
];

/** Kinds random games seldom reach, each with its own position test below. */
const RARE = ['give-to-rome', 'owe-rome', 'rome-wins', 'players-win', 'score', 'empty-deck'];

describe('PAX log events in random games', () => {
  const produced = new Set<string>();

  test.each(SETUPS)('%i players %j: every move writes events of declared kinds, rules of both rulebooks, readable texts, no secret', async (numPlayers, setupData) => {
    const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
    for (let i = 0; i < 3; i++) {
      let before: PaxState | undefined;
      const problems: string[] = [];
      const result = await playRandomGame(game, {
        numPlayers,
        setupData: setupData as never,
        seed: `log-${numPlayers}-${i}`,
        maxMoves: pax.moveBudget,
        onStart(match) {
          before = state(match);
        },
        afterMove(match, played) {
          const entries = (match.state.deltalog ?? []).filter((entry: LogEntry) => entry.action.type === 'MAKE_MOVE');
          const events = lastEvents(match);
          if (entries.length !== 1 || events.length === 0) problems.push(`${played.move} wrote ${events.length} events in ${entries.length} entries`);
          if (events.some((event) => event.player !== undefined && event.player !== played.playerID)) problems.push(`${played.move}: another player's event`);
          problems.push(...problemsOf(events, before!, match, seats));
          for (const event of events) produced.add(event.kind);
          before = state(match);
        },
      });
      expect(result.finished).toBe(true);
      expect(problems.slice(0, 10)).toEqual([]);
    }
  });

  test('every kind is produced, the rare ones aside (each has a position test below)', () => {
    const missing = LOG_KINDS.filter((kind) => !produced.has(kind) && !RARE.includes(kind));
    expect(missing).toEqual([]);
  });
});

describe('PAX log texts', () => {
  test('every kind has an English and a French sentence', () => {
    expect(Object.keys(logTexts).sort()).toEqual([...LOG_KINDS].sort());
    for (const kind of LOG_KINDS) {
      expect(typeof logTexts[kind].en).toBe('function');
      expect(typeof logTexts[kind].fr).toBe('function');
    }
  });

  test('French texts keep French typography: no-break space before the colon, typographic apostrophe', () => {
    const match = matchAt(position({ hands: { '0': 'S1' }, turn: { step: 'act' } }));
    expect(match.move('0', 'play', [state(match).players['0'].hand[0]]).ok).toBe(true);
    expect(match.move('0', 'endTurn', []).ok).toBe(true);
    const income = lastEvents(match).find((event) => event.kind === 'income')!;
    const text = sentence(income, 'fr');
    expect(text).toContain('\u00a0:');
    expect(text).not.toMatch(/ :|'/);
  });
});

describe('PAX events of specific moves', () => {
  test('PAX-BUY-1: a purchase writes the group, its legion and its cost', () => {
    const match = matchAt(position({ legions: ['L1$2 I1$2', 'S1', ''], turn: { step: 'act' } }));
    const group = state(match).legions[0];
    expect(match.move('0', 'buy', [0]).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'buy', rule: 'PAX-BUY-1', player: '0', legion: 0, cards: group, cost: 4, discount: 0 }]);
    expect(sentence(lastEvents(match)[0], 'en')).toBe('Player 1 buys a Land (1 symbol, worth 2) and an Intrigue (1 symbol, worth 2) under legion I for 4 Aurei.');
    expect(sentence(lastEvents(match)[0], 'fr')).toBe(
      'Player 1 achète un Terrain (1 symbole, valeur 2) et une Intrigue (1 symbole, valeur 2) sous la légion I pour 4 Aurei.',
    );
  });

  test('PAX-POWER-5: the Wealth discount is in the purchase', () => {
    const match = matchAt(position({ areas: { '0': 'W2 W1' }, legions: ['L1$2 I1$2', 'S1', ''], turn: { step: 'act' } }));
    expect(match.move('0', 'buy', [0]).ok).toBe(true);
    expect(lastEvents(match)[0]).toMatchObject({ kind: 'buy', cost: 3, discount: 1 });
    expect(sentence(lastEvents(match)[0], 'en')).toContain('for 3 Aurei (1 off for Wealth)');
  });

  test('PAX-DRAW-1 / PAX-DRAW-2 / PAX-HIDDEN-4: the drawn and kept cards are the drawer\'s; the legion\'s card is public', () => {
    const match = matchAt(position({ players: 3, deck: 'S1$2 W2 R1 L1' }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    const [first] = state(match).players['0'].drawn;
    const draw = lastEvents(match)[0];
    expect(draw).toEqual({ kind: 'draw', rule: 'PAX-DRAW-1', player: '0', count: 1, hidden: { seats: ['0'], facts: { cards: [first] } } });
    expect(sentence(draw, 'en')).toBe('Player 1 draws a Senator (1 symbol, worth 2).');
    expect(sentence(eventForViewer(draw, '1'), 'en')).toBe('Player 1 draws a card.');
    expect(sentence(eventForViewer(draw, null), 'fr')).toBe('Player 1 pioche une carte.');

    expect(match.move('0', 'place', [first, 'hand']).ok).toBe(true);
    const [keep, next] = lastEvents(match);
    expect(keep).toEqual({ kind: 'keep', rule: 'PAX-DRAW-2', player: '0', hidden: { seats: ['0'], facts: { card: first } } });
    expect(sentence(keep, 'en')).toBe('Player 1 takes a Senator (1 symbol, worth 2) into their hand.');
    expect(sentence(eventForViewer(keep, '2'), 'en')).toBe('Player 1 takes a card into their hand.');
    expect(sentence(eventForViewer(keep, '2'), 'fr')).toBe('Player 1 prend une carte en main.');
    expect(next.kind).toBe('draw');

    const second = state(match).players['0'].drawn[0];
    expect(match.move('0', 'place', [second, 'legion-1']).ok).toBe(true);
    expect(lastEvents(match)[0]).toEqual({ kind: 'under-legion', rule: 'PAX-DRAW-2', player: '0', card: second, legion: 1 });
    const third = state(match).players['0'].drawn[0];
    expect(match.move('0', 'place', [third, 'deck']).ok).toBe(true);
    expect(kinds(lastEvents(match))).toEqual(['under-deck']);
    expect(eventForViewer(lastEvents(match)[0], '1').hidden).toBeUndefined();
  });

  test('PAX-POWER-3: with 3 Religion symbols two cards are drawn at once, under the Religion rule', () => {
    const match = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    expect(lastEvents(match)[0]).toEqual({ kind: 'religion', rule: 'PAX-POWER-3', player: '0', used: true, atOnce: 2 });
    expect(lastEvents(match)[1]).toMatchObject({ kind: 'draw', rule: 'PAX-POWER-3', count: 2 });
  });

  test('PAX-POWER-3: « vous pouvez piocher deux cartes »: the log says whether the player used Religion, for the whole table', () => {
    const used = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
    expect(used.move('0', 'draw', ['religion']).ok).toBe(true);
    const [religion, drawn] = lastEvents(used);
    expect(religion).toEqual({ kind: 'religion', rule: 'PAX-POWER-3', player: '0', used: true, atOnce: 2 });
    expect(eventForViewer(religion, '1')).toEqual(religion);
    expect(sentence(religion, 'en')).toBe('Player 1 uses Religion: 2 cards drawn at once, the card kept chosen after the last draw.');
    expect(sentence(religion, 'fr')).toBe('Player 1 utilise la Religion\u00a0: 2 cartes piochées à la fois, la carte gardée choisie après la dernière pioche.');
    expect(drawn).toMatchObject({ kind: 'draw', rule: 'PAX-POWER-3', count: 2 });

    const declined = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
    expect(declined.move('0', 'draw', ['one-at-a-time']).ok).toBe(true);
    const [choice, first] = lastEvents(declined);
    expect(choice).toEqual({ kind: 'religion', rule: 'PAX-POWER-3', player: '0', used: false, atOnce: 1 });
    expect(sentence(choice, 'en')).toBe('Player 1 does not use Religion and draws one card at a time.');
    expect(sentence(choice, 'fr')).toBe('Player 1 n’utilise pas la Religion et pioche une carte à la fois.');
    expect(first).toMatchObject({ kind: 'draw', rule: 'PAX-DRAW-1', count: 1 });
    expect(declined.move('0', 'place', [state(declined).players['0'].drawn[0], 'hand']).ok).toBe(true);
    expect(lastEvents(declined)[1]).toMatchObject({ kind: 'draw', rule: 'PAX-DRAW-1', count: 1 });
  });

  test('PAX-TURN-3 / PAX-HIDDEN-3: looking at Rome tells the cards to the player who looked only', () => {
    const match = matchAt(position({ romeHidden: 'F2 A1 S1', legions: ['S1', 'W1', 'R1'] }));
    expect(match.move('0', 'lookAtRome', []).ok).toBe(true);
    const [look] = lastEvents(match);
    expect(look).toEqual({ kind: 'look-at-rome', rule: 'PAX-TURN-3', player: '0', aurei: 2, hidden: { seats: ['0'], facts: { cards: state(match).secret.romeHidden } } });
    expect(sentence(look, 'en')).toContain('(a Fleet (2 symbols, worth 1), an Army (1 symbol, worth 1) and a Senator (1 symbol, worth 1))');
    expect(sentence(eventForViewer(look, '1'), 'en')).toBe('Player 1 secretly looks at Rome’s face-down cards and takes 2 Aurei; nothing else this turn.');
    expect(sentence(eventForViewer(look, null), 'fr')).toBe(
      'Player 1 regarde secrètement les cartes face cachée de Rome et prend 2 Aurei\u00a0; rien d’autre ce tour-ci.',
    );
  });

  test('PAX-PLAY-1 / PAX-PRIMUS-1 / PAX-INCOME-3: an Intrigue played takes the Primus Conspiratus and pays no income', () => {
    const match = matchAt(position({ areas: { '1': 'I1' }, hands: { '0': 'I2 S1' }, primus: '1', turn: { step: 'act' } }));
    const [intrigue, senator] = state(match).players['0'].hand;
    expect(match.move('0', 'play', [intrigue]).ok).toBe(true);
    expect(lastEvents(match)).toEqual([
      { kind: 'play', rule: 'PAX-PLAY-1', player: '0', card: intrigue, cost: 0 },
      { kind: 'primus-conspiratus', rule: 'PAX-PRIMUS-1', player: '0', from: '1' },
    ]);
    expect(sentence(lastEvents(match)[1], 'fr')).toBe('Player 1 a désormais le plus d’Intrigue et prend la carte Primus Conspiratus à Player 2.');
    expect(match.move('0', 'play', [senator]).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'play', rule: 'PAX-PLAY-1', player: '0', card: senator, cost: 1 }]);
    expect(match.move('0', 'endTurn', []).ok).toBe(true);
    expect(lastEvents(match)[0]).toEqual({ kind: 'income', rule: 'PAX-INCOME-3', player: '0', aurei: 0 });
  });

  test('PAX-NOC-5: with Nocturnus an Intrigue tie goes to the most Adversary symbols', () => {
    const match = matchAt(position({ expansion: true, areas: { '0': 'I1 D1', '1': 'I1' }, hands: { '0': 'D1' }, primus: '1', turn: { step: 'act' } }));
    expect(match.move('0', 'play', [state(match).players['0'].hand[0]]).ok).toBe(true);
    expect(lastEvents(match)[1]).toEqual({ kind: 'primus-conspiratus', rule: 'PAX-NOC-5', player: '0', from: '1' });
  });

  test('PAX-INCOME-2: the income names its category, its cards and the Senator bonus', () => {
    const match = matchAt(position({ areas: { '0': 'W1 W1' }, hands: { '0': 'W1 S1' }, coins: { '0': 5 }, turn: { step: 'act' } }));
    for (const card of [...state(match).players['0'].hand]) expect(match.move('0', 'play', [card]).ok).toBe(true);
    expect(match.move('0', 'endTurn', []).ok).toBe(true);
    const [income] = lastEvents(match);
    expect(income).toEqual({ kind: 'income', rule: 'PAX-INCOME-2', player: '0', aurei: 4, category: 'wealth', cards: 3, senator: true });
    expect(sentence(income, 'en')).toBe('Player 1 takes an income of 4 Aurei: 3 Wealth cards in play, +1 for the Senator played.');
    expect(sentence(income, 'fr')).toBe('Player 1 reçoit un revenu de 4 Aurei\u00a0: 3 cartes Richesse en jeu, +1 pour le Sénateur joué.');
  });

  test('PAX-NOC-4 (rare): after the income a player with 4 Adversary symbols owes Rome a card, then gives it face up', () => {
    const match = matchAt(position({ expansion: true, areas: { '0': 'D2 D2' }, hands: { '0': 'S1 W1' }, turn: { step: 'act' } }));
    expect(match.move('0', 'endTurn', []).ok).toBe(true);
    expect(lastEvents(match)).toEqual([
      { kind: 'income', rule: 'PAX-INCOME-4', player: '0', aurei: 2 },
      { kind: 'owe-rome', rule: 'PAX-NOC-4', player: '0', count: 1 },
    ]);
    expect(sentence(lastEvents(match)[1], 'fr')).toBe('Player 1 doit donner une carte de sa main à Rome (Adversaire).');
    const card = state(match).players['0'].hand[1];
    expect(match.move('0', 'giveToRome', [card]).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'give-to-rome', rule: 'PAX-NOC-4', player: '0', card }]);
    expect(state(match).rome).toContain(card);
    expect(sentence(lastEvents(match)[0], 'en')).toBe('Player 1 gives a Wealth (1 symbol, worth 1) to Rome.');
  });

  test('PAX-END-3 (rare): with an empty deck the player takes 2 Aurei instead of drawing', () => {
    const match = matchAt(position({ legions: ['S1', 'W1', 'R1'], deck: '' }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'empty-deck', rule: 'PAX-END-3', player: '0', aurei: 2 }]);
    expect(sentence(lastEvents(match)[0], 'fr')).toBe('La pioche est vide\u00a0: Player 1 prend 2 Aurei à la place.');
  });

  test('PAX-ROUND-1/2/4/5: the end of a round: Rome takes the most valuable group, the Primus Conspiratus holder leads, the legions are refilled', () => {
    const match = matchAt(position({ areas: { '1': 'I1' }, primus: '1', legions: ['S1$1', 'W1$2', 'R1$1'], deck: 'L1 L2' }), '1');
    const taken = state(match).legions[1];
    const top = state(match).secret.deck[0];
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    expect(kinds(lastEvents(match))).toEqual(['look-at-rome', 'round-end', 'rome-takes', 'first-player', 'legion-refill', 'round-start']);
    const [, end, takes, first, refill, start] = lastEvents(match);
    expect(end).toEqual({ kind: 'round-end', rule: 'PAX-ROUND-1', round: 1 });
    expect(takes).toEqual({ kind: 'rome-takes', rule: 'PAX-ROUND-2', legion: 1, cards: taken, value: 2 });
    expect(first).toEqual({ kind: 'first-player', rule: 'PAX-ROUND-4', seat: '1', from: '0' });
    expect(refill).toEqual({ kind: 'legion-refill', rule: 'PAX-ROUND-5', legion: 1, card: top });
    expect(start).toEqual({ kind: 'round-start', rule: 'PAX-ROUND-5', round: 2, seat: '1' });
    expect(sentence(takes, 'en')).toBe('Rome takes the most valuable group, under legion II: a Wealth (1 symbol, worth 2), worth 2 Aurei in all.');
    expect(sentence(start, 'fr')).toBe('Début du round 2\u00a0; Player 2 joue en premier.');
  });

  test('PAX-END-1 / PAX-WIN-0 / PAX-WIN-1 (rare): the game ends, Rome reveals its cards and wins with the Primus Conspiratus holder', () => {
    const match = matchAt(position({ areas: { '0': 'I1' }, primus: '0', rome: 'S2 L1 R1 W1', romeHidden: 'F2 F1 A1', legions: ['W2', 'R1$1', 'L2'], deck: '' }), '1');
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    expect(match.isOver).toBe(true);
    const events = lastEvents(match);
    expect(kinds(events)).toEqual(['look-at-rome', 'round-end', 'rome-takes', 'game-end', 'rome-revealed', 'rome-wins']);
    expect(events[3]).toEqual({ kind: 'game-end', rule: 'PAX-END-1', deck: 0, needed: 1 });
    expect(notation(events[4].cards as CardId[])).toBe('A1 F1 F2');
    expect(events[5]).toMatchObject({ kind: 'rome-wins', rule: 'PAX-WIN-1', seat: '0' });
    expect(sentence(events[5], 'en')).toMatch(/^Rome wins: at least as strong as every player in .+\. Player 1 holds the Primus Conspiratus and wins with Rome\.$/);
    expect(sentence(events[3], 'fr')).toBe('La pioche est vide\u00a0: impossible de remplir la légion vide, la partie se termine.');
  });

  test('PAX-WIN-2 / PAX-SCORE-1 (rare): the players beat Rome, each score is logged', () => {
    const match = matchAt(position({ areas: { '0': 'S1 W1 R1 L1', '1': 'I1' }, primus: '1', rome: '', romeHidden: 'F1 A1 F1', legions: ['S1', '', ''], deck: '' }), '1');
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    const events = lastEvents(match);
    expect(kinds(events)).toEqual(['look-at-rome', 'round-end', 'rome-takes', 'first-player', 'game-end', 'rome-revealed', 'players-win', 'score', 'score']);
    expect(events[6]).toMatchObject({ kind: 'players-win', rule: 'PAX-WIN-2', winners: ['0'] });
    expect(events[7]).toMatchObject({ kind: 'score', rule: 'PAX-SCORE-1', seat: '0' });
    expect(sentence(events[6], 'en')).toMatch(/Player 1 wins on points\.$/);
    expect(sentence(events[7], 'fr')).toMatch(/^Player 1\u00a0: \d+ points \(4 catégories, plus fort que Rome en .+\)\.$/);
  });

  test('PAX-SOLO-3 / PAX-SETUP-6 / PAX-SETUP-7: the solo opening plays a card face up, keeps one, slides one under the deck, then play starts', () => {
    const match = new HeadlessMatch(game, { numPlayers: 1, setupData: { soloLevel: 3 }, seed: 'solo-opening' });
    const [played, kept, slid] = state(match).players['0'].drawn;
    expect(match.move('0', 'place', [played, 'play']).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'opening-play', rule: 'PAX-SOLO-3', player: '0', card: played }]);
    expect(match.move('0', 'place', [kept, 'hand']).ok).toBe(true);
    expect(lastEvents(match)).toEqual([{ kind: 'opening-keep', rule: 'PAX-SETUP-6', player: '0', hidden: { seats: ['0'], facts: { card: kept } } }]);
    expect(sentence(eventForViewer(lastEvents(match)[0], null), 'fr')).toBe('Player 1 garde en main une de ses cartes de départ.');
    expect(sentence(lastEvents(match)[0], 'en')).toMatch(/^Player 1 keeps one of their opening cards in hand: an? [A-Z][a-z]+ \(\d symbols?, worth \d\)\.$/);
    const [first, second, third] = state(match).secret.deck;
    expect(state(match).legions).toEqual([[], [], []]);
    expect(match.move('0', 'place', [slid, 'deck']).ok).toBe(true);
    // PAX-SETUP-7: the legions get their cards only now, from the top of the deck.
    expect(lastEvents(match)).toEqual([
      { kind: 'opening-under-deck', rule: 'PAX-SETUP-6', player: '0', hidden: { seats: ['0'], facts: { card: slid } } },
      { kind: 'legions-dealt', rule: 'PAX-SETUP-7', cards: [first, second, third] },
      { kind: 'opening-done', rule: 'PAX-SETUP-7', seat: '0' },
    ]);
    expect(state(match).legions).toEqual([[first], [second], [third]]);
    expect(sentence(lastEvents(match)[1], 'en')).toMatch(
      /^Every player has chosen; one card is laid face up under each legion: an? [A-Z][a-z]+ \(\d symbols?, worth \d\) under legion I, .+ under legion II and .+ under legion III\.$/,
    );
    expect(sentence(lastEvents(match)[1], 'fr')).toMatch(
      /^Tous les joueurs ont choisi\u00a0; une carte est posée face visible sous chaque légion\u00a0: une? .+ sous la légion I, .+ sous la légion II et .+ sous la légion III\.$/,
    );
    expect(match.ctx.phase).toBe('play');
  });

  test('PAX-BIG-3 / PAX-SETUP-7: at 5 players Rome\'s three open cards, then the legions\' cards, once the last player has chosen', () => {
    const match = new HeadlessMatch(game, { numPlayers: 5, setupData: { expansion: true }, seed: 'big-opening' });
    const top = state(match).secret.deck.slice(0, 9);
    while (match.ctx.phase === 'opening') {
      const player = match.nextPlayer!;
      const [choice] = match.enumerate(player);
      expect(match.move(player, choice.move, choice.args).ok).toBe(true);
    }
    const dealt = lastEvents(match).filter((event) => event.kind === 'rome-open' || event.kind === 'legions-dealt');
    expect(dealt).toEqual([
      { kind: 'rome-open', rule: 'PAX-BIG-3', cards: top.slice(0, 3) },
      { kind: 'legions-dealt', rule: 'PAX-SETUP-7', cards: top.slice(3) },
    ]);
    expect(sentence(dealt[0], 'en')).toMatch(/^Rome takes .+ face up from the deck\.$/);
    expect(sentence(dealt[0], 'fr')).toMatch(/^Rome prend .+ face visible dans la pioche\.$/);
  });
});
