/**
 * The match log (BARB-HIDDEN-1, games/log-events.ts): every move writes typed events whose kinds are declared, whose
 * rules exist in both rulebooks, which read as sentences in English and French, and whose public facts never tell
 * a viewer what the game keeps secret from them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventForViewer, eventsOf, type LogEvent } from '../../games/log-events';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { CARDS, NEUTRAL_GARRISON, RELIGION_COST, TRADE_COST } from '../../games/pax-barbarorum/data/constants';
import { LOG_KINDS } from '../../games/pax-barbarorum/log-kinds';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { logTexts } from '../../client/boards/pax-barbarorum/log-texts';
import { LANGUAGES } from '../../client/i18n';
import { match, play, position, type Setup } from './position';

const ruleIds = (file: string) => new Set([...readFileSync(new URL(`../../games/pax-barbarorum/${file}`, import.meta.url), 'utf8').matchAll(/^\s*- \*\*(BARB-[A-Za-z0-9-]+)\*\*/gm)].map((m) => m[1]));
const RULES_EN = ruleIds('RULES.md');
const RULES_FR = ruleIds('RULES.fr.md');

const playerName = (seat: string) => `Player ${Number(seat) + 1}`;

/** The event's sentence in every language, for a viewer who may know its hidden facts and for one who may not. */
function sentences(event: LogEvent): string[] {
  const versions = [event, eventForViewer(event, null)];
  return versions.flatMap((e) => LANGUAGES.map((language) => logTexts[e.kind][language](e, { language, playerName })));
}

function expectReadable(event: LogEvent): void {
  expect(logTexts[event.kind], event.kind).toBeDefined();
  for (const text of sentences(event)) {
    expect(text.trim().length, event.kind).toBeGreaterThan(0);
    for (const bad of ['undefined', 'NaN', '[object', '{', 'null']) expect(text, `${event.kind}: ${text}`).not.toContain(bad);
  }
}

/** The last move's events. */
const lastEvents = (m: HeadlessMatch): LogEvent[] => (m.state.deltalog ?? []).flatMap((entry) => [...eventsOf(entry)]);

/** An object keyed by card kinds: a hand, or part of one. */
const isHandLike = (v: unknown) => typeof v === 'object' && v !== null && CARDS.some((c) => Object.hasOwn(v, c));

/**
 * Nothing a viewer may not know is in the public facts they receive: no card kinds at all (hands are private),
 * no kind of an order still face down in the province the event names, no commitment still locked away.
 */
function expectNoLeak(m: HeadlessMatch, events: LogEvent[]): void {
  const S = m.state.G as PaxState;
  const viewers = [...Object.keys(S.seats), null];
  for (const viewer of viewers) {
    const secrets = paxBarbarorum.secrets(S, m.state.ctx, viewer);
    for (const event of events) {
      const seen = eventForViewer(event, viewer);
      if (viewer === null || !event.hidden?.seats.includes(viewer)) expect(seen.hidden).toBeUndefined();
      const publicFacts = Object.entries(seen).filter(([k]) => k !== 'hidden');
      for (const [fact, value] of publicFacts) expect(isHandLike(value), `${event.kind}.${fact} for ${viewer}`).toBe(false);
      for (const secret of secrets) {
        if (!('path' in secret)) continue;
        const [, owner, part, province] = secret.path as string[];
        if (part === 'orders' && seen.province === province) {
          expect(publicFacts.map(([, v]) => v), `${event.kind} tells ${viewer} ${secret.label}`).not.toContain(secret.value);
        }
        if (part === 'commit' && seen.player === owner) {
          expect(publicFacts.map(([, v]) => v), `${event.kind} tells ${viewer} ${secret.label}`).not.toContain(secret.value);
        }
      }
    }
  }
}

/** Every kind written in this file's games and positions. */
const produced = new Set<string>();

describe('BARB-TURN-1, BARB-HIDDEN-1: the log along seeded random games', () => {
  const GAMES = [
    [2, true],
    [3, false],
    [4, true],
    [5, false],
    [3, true],
    [2, false],
    [4, false],
    [5, true],
  ] as const;

  test.each(GAMES.map(([n, government], i) => [n, government, i] as const))('%i players, government %s (game %i)', async (numPlayers, government, i) => {
    const result = await playRandomGame(paxBarbarorum.game, {
      numPlayers,
      setupData: { government },
      seed: `log-${numPlayers}-${government}-${i}`,
      maxMoves: paxBarbarorum.moveBudget,
      afterMove(m, played) {
        const entries = m.state.deltalog ?? [];
        const move = entries.find((e) => e.action.type === 'MAKE_MOVE');
        const events = lastEvents(m);
        // One setMetadata per move: the move's entry carries every event, and every move writes at least one.
        expect(eventsOf(move!).length, `${played.move} wrote no event`).toBeGreaterThan(0);
        for (const event of events) {
          expect(LOG_KINDS).toContain(event.kind);
          expect(RULES_EN.has(event.rule), `${event.kind}: ${event.rule} not in RULES.md`).toBe(true);
          expect(RULES_FR.has(event.rule), `${event.kind}: ${event.rule} not in RULES.fr.md`).toBe(true);
          if (event.player !== undefined) expect(Object.keys((m.state.G as PaxState).seats)).toContain(event.player);
          expectReadable(event);
          produced.add(event.kind);
        }
        expectNoLeak(m, events);
      },
    });
    expect(result.finished).toBe(true);
  }, 60_000);
});

// ---------------------------------------------------------------- positions, one per kind or move
// (the last test checks that, with the games above, every kind of LOG_KINDS was written and read)

/** Play and return the move's events. */
function events(m: HeadlessMatch, player: string, move: string, ...args: unknown[]): LogEvent[] {
  play(m, [player, move, ...args]);
  const list = lastEvents(m);
  for (const e of list) {
    expectReadable(e);
    produced.add(e.kind);
  }
  expectNoLeak(m, list);
  return list;
}

const kinds = (list: LogEvent[]) => list.map((e) => e.kind);

/** A position where seat 0 resolves the given orders. */
function resolving(setup: Setup, orders: Record<string, string>): HeadlessMatch {
  const S = position({ ...setup, phase: 'action', step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' } });
  for (const [p, k] of Object.entries(orders)) {
    S.tokens[p as keyof typeof S.tokens] = '0';
    S.players['0'].orders[p as keyof typeof S.tokens] = k as never;
  }
  return match(S);
}

describe('events of specific moves', () => {
  test('BARB-ORDER-2: placing an order: the province is public, the kind only the placer’s', () => {
    const S = position({ factions: ['rom', 'car'], phase: 'orders', step: { kind: 'orders', queue: ['0', '1'] } });
    const [placed] = events(match(S), '0', 'placeOrder', 'latium', 'economy');
    expect(placed).toMatchObject({ kind: 'order-placed', rule: 'BARB-ORDER-2', player: '0', faction: 'rom', province: 'latium' });
    expect(placed.hidden).toEqual({ seats: ['0'], facts: { order: 'economy' } });
    expect(eventForViewer(placed, '1')).not.toHaveProperty('hidden');
    expect(eventForViewer(placed, null)).not.toHaveProperty('hidden');
    expect(JSON.stringify(eventForViewer(placed, '1'))).not.toContain('economy');
    const seen = (language: 'en' | 'fr', viewer: string | null) => logTexts['order-placed'][language](eventForViewer(placed, viewer), { language, playerName });
    expect(seen('en', '0')).toBe('The Romans place an Economy order in Latium.');
    expect(seen('en', '1')).toBe('The Romans place an order face down in Latium.');
    expect(seen('fr', '0')).toBe('Les Romains posent un ordre « Économie » dans le Latium.');
    expect(seen('fr', null)).toBe('Les Romains posent un ordre face cachée dans le Latium.');
  });

  test('BARB-ORDER-4: a Train order: how many cards is public, which ones only the trainer’s', () => {
    const m = resolving({ factions: ['rom', 'car'] }, { latium: 'train' });
    const [trained] = events(m, '0', 'resolveOrder', 'latium', { kind: 'train', cards: ['spy', 'march'] });
    expect(trained).toMatchObject({ kind: 'trained', rule: 'BARB-ORDER-4', player: '0', province: 'latium', cards: 2 });
    expect(trained.hidden).toEqual({ seats: ['0'], facts: { drawn: { tactics: 0, spy: 1, sabotage: 0, march: 1 } } });
    const text = (viewer: string | null) => logTexts.trained.fr(eventForViewer(trained, viewer), { language: 'fr', playerName });
    expect(text('0')).toBe('Les Romains s’entraînent dans le Latium et piochent 2 cartes : Espionnage, Marche forcée.');
    expect(text('1')).toBe('Les Romains s’entraînent dans le Latium et piochent 2 cartes.');
  });

  test('BARB-DIPLO-4: a gift: gold and the number of cards are public, the cards only the two players’', () => {
    const m = match(position({ factions: ['rom', 'car', 'mac'], hand: { rom: { sabotage: 2 } } }));
    const [gift] = events(m, '0', 'give', '1', { gold: 2, tactics: 0, spy: 0, sabotage: 1, march: 0 });
    expect(gift).toMatchObject({ kind: 'gift', rule: 'BARB-DIPLO-4', player: '0', from: 'rom', to: 'car', gold: 2, cards: 1 });
    expect(gift.hidden?.seats).toEqual(['0', '1']);
    expect(eventForViewer(gift, '1').hidden).toBeDefined();
    expect(eventForViewer(gift, '2').hidden).toBeUndefined();
    expect(logTexts.gift.en(eventForViewer(gift, '2'), { language: 'en', playerName })).toBe('The Romans give the Carthaginians 2 gold and 1 card.');
    expect(logTexts.gift.en(gift, { language: 'en', playerName })).toBe('The Romans give the Carthaginians 2 gold and 1 card (Sabotage).');
  });

  test('BARB-BATTLE-4: a commitment stays secret until both are locked in, then both are shown', () => {
    const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 5s, rom 5s' }, hand: { rom: { tactics: 2 }, car: { tactics: 2 } } }));
    play(m, ['0', 'ready']);
    const battle = events(m, '1', 'ready');
    expect(kinds(battle)).toEqual(['ready', 'phase-started', 'battle']);
    expect(battle[1]).toMatchObject({ rule: 'BARB-TURN-1', phase: 'action' });
    expect(battle[2]).toMatchObject({ rule: 'BARB-BATTLE-1', province: 'lilybaeum', attacker: 'rom', defender: 'car' });
    const [first] = events(m, '1', 'commitTactics', 2);
    expect(first).toMatchObject({ kind: 'tactics-committed', rule: 'BARB-BATTLE-4', player: '1', faction: 'car', province: 'lilybaeum' });
    expect(first.hidden).toEqual({ seats: ['1'], facts: { cards: 2 } });
    expect(Object.values(eventForViewer(first, '0'))).not.toContain(2);
    const second = events(m, '0', 'commitTactics', 1);
    expect(kinds(second).slice(0, 2)).toEqual(['tactics-committed', 'tactics-revealed']);
    expect(second[1]).toMatchObject({ attackerCards: 1, defenderCards: 2, attackerBonus: 0, defenderBonus: 0 });
  });

  test('BARB-WEALTH-2: paying the troops names the upkeep; BARB-TURN-1: a new round says so', () => {
    const m = match(position({ factions: ['rom', 'car'] }));
    play(m, ['0', 'ready']);
    const list = events(m, '1', 'ready');
    expect(list.find((e) => e.kind === 'round-started')).toMatchObject({ rule: 'BARB-TURN-1', round: 2 });
    expect(list.find((e) => e.kind === 'upkeep-paid' && e.faction === 'rom')).toMatchObject({ rule: 'BARB-WEALTH-2', upkeep: 5, missing: 0 });
    expect(list.find((e) => e.kind === 'income' && e.faction === 'rom')).toMatchObject({ rule: 'BARB-WEALTH-1', gold: 5 });
    expect(list.find((e) => e.kind === 'influence-gained' && e.faction === 'rom')).toMatchObject({ rule: 'BARB-INFL-1', influence: 5, total: 5 });
  });
});

describe('rare kinds, each from a position', () => {
  test('BARB-NEUTRAL-7: neutrals that like the victim side with them', () => {
    const m = match(position({ factions: ['rom', 'car'], ladder: { ibe: { car: 1 } } }));
    const list = events(m, '0', 'declareWar', 'car');
    expect(list[0]).toMatchObject({ kind: 'war-declared', player: '0', faction: 'rom', target: 'car' });
    expect(list).toContainEqual(expect.objectContaining({ kind: 'neutral-sides-with-victim', rule: 'BARB-NEUTRAL-7', neutral: 'ibe', faction: 'rom', victim: 'car' }));
  });

  test('BARB-ACTION-2: the designated player’s blank tokens are turned over', () => {
    const S = position({ factions: ['rom', 'car'], phase: 'action', step: { kind: 'chooseResolver', chooser: '0', remaining: ['0', '1'] } });
    S.tokens = { latium: '0', carthago: '1', byzacena: '1' };
    S.players['0'].orders = { latium: 'economy' };
    S.players['1'].orders = { carthago: 'economy', byzacena: 'none' };
    const list = events(match(S), '0', 'chooseResolver', '1');
    expect(kinds(list)).toEqual(['resolver-chosen', 'blanks-turned-over']);
    expect(list[1]).toMatchObject({ rule: 'BARB-ACTION-2', faction: 'car', blanks: ['byzacena'] });
  });

  test('BARB-DIPLO-5, -6: a spied order is sabotaged, and the order it was is public', () => {
    const S = position({ factions: ['rom', 'car', 'mac'], hand: { rom: { spy: 1 }, mac: { sabotage: 1 } } });
    S.tokens = { carthago: '1', latium: '0' };
    S.players['1'].orders = { carthago: 'economy' };
    S.players['0'].orders = { latium: 'move' };
    const m = match(S);
    expect(events(m, '0', 'spy', 'carthago')[0]).toMatchObject({ kind: 'order-spied', rule: 'BARB-DIPLO-5', faction: 'rom', province: 'carthago', owner: 'car', order: 'economy' });
    expect(events(m, '2', 'sabotage', 'carthago')[0]).toMatchObject({ kind: 'order-sabotaged', rule: 'BARB-DIPLO-6', player: '2', faction: 'mac', province: 'carthago', owner: 'car', order: 'economy' });
  });

  test('BARB-D-NEUTRAL-ARMIES: a neutral capital below its garrison regrows a soldier in the wealth phase', () => {
    const m = match(position({ factions: ['rom', 'car'], armies: { aeduia: `aed ${NEUTRAL_GARRISON - 1}s` } }));
    play(m, ['0', 'ready']);
    const grown = events(m, '1', 'ready').filter((e) => e.kind === 'garrison-grown');
    expect(grown).toEqual([expect.objectContaining({ rule: 'BARB-D-NEUTRAL-ARMIES', faction: 'aed', province: 'aeduia' })]);
  });

  test('BARB-ORDER-7: removing a cube and a trade token; BARB-STAB-5: buying stability', () => {
    const purge = resolving({ factions: ['rom', 'car'], religion: { latium: { rom: 3, car: 1 } } }, { latium: 'influence' });
    expect(events(purge, '0', 'resolveOrder', 'latium', { kind: 'influence', use: 'purge', target: 'latium', victim: 'car' })[0]).toMatchObject({
      kind: 'religion-removed',
      rule: 'BARB-ORDER-7',
      target: 'latium',
      victim: 'car',
      gold: RELIGION_COST,
    });
    const embargo = resolving({ factions: ['rom', 'car'], trade: { latium: { rom: 1, car: 1 } }, realm: { rom: { gold: TRADE_COST } } }, { latium: 'influence' });
    expect(events(embargo, '0', 'resolveOrder', 'latium', { kind: 'influence', use: 'embargo', target: 'latium', victim: 'car' })[0]).toMatchObject({
      kind: 'trade-removed',
      gold: TRADE_COST,
    });
    const stability = resolving({ factions: ['rom', 'car'], realm: { rom: { stability: 3, gold: 9 } } }, { latium: 'influence' });
    expect(events(stability, '0', 'resolveOrder', 'latium', { kind: 'influence', use: 'stability', target: 'latium' })[0]).toMatchObject({
      kind: 'stability-bought',
      rule: 'BARB-STAB-5',
      stability: 4,
    });
  });

  test('BARB-FACTION-5: the Carthaginians’ second trade token in a trade centre brings a third', () => {
    const S = position({ factions: ['car', 'rom'], owner: { syracusae: 'car' }, armies: { syracusae: 'car 1s' }, trade: { carthago: { car: 1 }, syracusae: { car: 1 } }, realm: { car: { gold: TRADE_COST } } });
    S.step = { kind: 'resolve', player: '0', remaining: [], chooser: '0' };
    S.phase = 'action';
    S.tokens = { syracusae: '0' };
    S.players['0'].orders = { syracusae: 'influence' };
    const list = events(match(S), '0', 'resolveOrder', 'syracusae', { kind: 'influence', use: 'trade', target: 'syracusae' });
    expect(kinds(list).slice(0, 2)).toEqual(['trade-placed', 'free-trade-token']);
  });

  test('BARB-BATTLE-2, -3: attacking Carthage costs a piece, and its elephants take another', () => {
    const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { carthago: 'car 2s1c, rom 5s' } }));
    play(m, ['0', 'ready']);
    expect(kinds(events(m, '1', 'ready')).slice(0, 5)).toEqual(['ready', 'phase-started', 'battle', 'capital-assault', 'elephants']);
  });

  test('BARB-BATTLE-5: diversity, then numbers, each destroy a piece', () => {
    const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 2s, rom 1s1a' } }));
    play(m, ['0', 'ready'], ['1', 'ready'], ['0', 'commitTactics', 0]);
    const list = events(m, '1', 'commitTactics', 0);
    expect(kinds(list).slice(0, 5)).toEqual(['tactics-committed', 'tactics-revealed', 'diversity', 'numbers', 'battle-won']);
    expect(list[2]).toMatchObject({ rule: 'BARB-BATTLE-5', loser: 'car' });
    expect(list[4]).toMatchObject({ rule: 'BARB-BATTLE-7', winner: 'rom', cards: 2 });
  });

  test('BARB-BATTLE-6, -9: an undecided battle: a side retreats, or both stay and fight on next round', () => {
    const undecided = () => {
      const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 3s, rom 3s' } }));
      play(m, ['0', 'ready'], ['1', 'ready'], ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
      const step = (m.state.G as PaxState).step;
      if (step.kind !== 'retreat') throw new Error(`no retreat asked: ${step.kind}`);
      return { m, player: step.player };
    };
    const staying = undecided();
    const stayed = events(staying.m, staying.player, 'retreat', null);
    expect(kinds(stayed).slice(0, 2)).toEqual(['stood-ground', 'battle-undecided']);
    expect(stayed[1]).toMatchObject({ rule: 'BARB-BATTLE-9', province: 'lilybaeum' });
    const leaving = undecided();
    const to = leaving.m.enumerate(leaving.player).find((c) => c.move === 'retreat' && c.args?.[0] !== null)!.args![0];
    const left = events(leaving.m, leaving.player, 'retreat', to);
    expect(left[0]).toMatchObject({ kind: 'retreated', rule: 'BARB-BATTLE-6', player: leaving.player, province: 'lilybaeum', to, pieces: 3 });
    expect(kinds(left)).toContain('battle-won');
  });

  test('BARB-BATTLE-8: both armies fall', () => {
    const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 1s, rom 1s' }, hand: { rom: { tactics: 1 }, car: { tactics: 1 } } }));
    play(m, ['0', 'ready'], ['1', 'ready'], ['0', 'commitTactics', 1]);
    const list = events(m, '1', 'commitTactics', 1);
    expect(kinds(list).slice(0, 3)).toEqual(['tactics-committed', 'tactics-revealed', 'both-destroyed']);
    expect(list[2]).toMatchObject({ rule: 'BARB-BATTLE-8', province: 'lilybaeum' });
  });

  test('BARB-STAB-4: betraying an ally at stability 1 divides the realm', () => {
    // four lands, each but Latium one step from it: two go, the first in board order (BARB-D-DIVISION)
    const m = match(position({ factions: ['rom', 'car'], alliances: [['rom', 'car']], realm: { rom: { stability: 1 } }, owner: { samnium: 'rom' } }));
    const list = events(m, '0', 'declareWar', 'car');
    expect(list.find((e) => e.kind === 'realm-divided')).toMatchObject({ rule: 'BARB-STAB-4', faction: 'rom', lost: ['etruria', 'samnium'], pieces: 1, kept: 2 });
  });

  test('BARB-EVENT-1: a Carthage without gold sets off the Mercenary war', () => {
    const m = match(position({ factions: ['car', 'rom'], realm: { car: { gold: 0, influence: 0 } }, armies: { carthago: 'car 9s1c' } }));
    play(m, ['0', 'ready']);
    expect(events(m, '1', 'ready')).toContainEqual(expect.objectContaining({ kind: 'mercenary-war', rule: 'BARB-EVENT-1', faction: 'car', province: 'carthago' }));
  });

  test('BARB-END-1: 100 influence at the end of an influence phase wins', () => {
    const m = match(position({ factions: ['rom', 'car'], realm: { rom: { influence: 98 } } }));
    play(m, ['0', 'ready']);
    const list = events(m, '1', 'ready');
    expect(list[list.length - 1]).toMatchObject({ kind: 'won-by-influence', rule: 'BARB-END-1', winner: 'rom', influence: 103 });
  });

  test('BARB-END-2: a third foreign capital wins at once', () => {
    const m = resolving(
      {
        factions: ['rom', 'car'],
        wars: [['rom', 'car']],
        owner: { macedonia: 'rom', arvernia: 'rom', lilybaeum: 'rom' },
        armies: { macedonia: 'rom 1s', arvernia: 'rom 1s', lilybaeum: 'rom 2s', carthago: '' },
      },
      { lilybaeum: 'move' },
    );
    const list = events(m, '0', 'resolveOrder', 'lilybaeum', { kind: 'move', to: 'carthago', s: 2, a: 0, c: 0 });
    expect(kinds(list)).toContain('land-taken');
    expect(list[list.length - 1]).toMatchObject({ kind: 'won-by-capitals', rule: 'BARB-END-2', winner: 'rom' });
  });
});

test('every kind of LOG_KINDS came up in the games and positions above', () => {
  expect(LOG_KINDS.filter((k) => !produced.has(k))).toEqual([]);
  expect(Object.keys(logTexts).sort()).toEqual([...LOG_KINDS].sort());
});

describe('sentences', () => {
  const say = (event: LogEvent, language: 'en' | 'fr') => logTexts[event.kind][language](event, { language, playerName });

  test.each([
    [{ kind: 'order-placed', rule: 'BARB-ORDER-2', faction: 'car', province: 'carthago', hidden: { seats: ['1'], facts: { order: 'train' } } }, 'The Carthaginians place a Train order in Carthago.', 'Les Carthaginois posent un ordre « Entraînement » à Carthage.'],
    [{ kind: 'order-placed', rule: 'BARB-ORDER-2', faction: 'ger', province: 'suebia', hidden: { seats: ['1'], facts: { order: 'influence' } } }, 'The Germans place an Influence order in Suebia.', 'Les Germains posent un ordre « Influence » chez les Suèves.'],
    [{ kind: 'phase-started', rule: 'BARB-TURN-1', phase: 'diplomacy', round: 2 }, 'The diplomacy phase begins.', 'Début de la phase diplomatique.'],
    [{ kind: 'phase-started', rule: 'BARB-TURN-1', phase: 'action', round: 2 }, 'The action phase begins.', 'Début de la phase d’action.'],
    [{ kind: 'upkeep-paid', rule: 'BARB-WEALTH-2', faction: 'car', upkeep: 0, paid: 0, missing: 0 }, 'The Carthaginians have no troops to pay.', 'Les Carthaginois n’ont aucune troupe à payer.'],
    [{ kind: 'moved', rule: 'BARB-MOVE-1', faction: 'rom', from: 'latium', to: 'samnium', via: null, s: 2, a: 1, c: 0, toll: 1 }, 'The Romans move 2 soldiers and 1 archer: Latium → Samnium (mountain toll: 1 gold).', 'Les Romains déplacent 2 soldats et 1 archer : Latium → Samnium (passage de montagne : 1 PO).'],
    [{ kind: 'war-declared', rule: 'BARB-DIPLO-2', faction: 'rom', target: 'mer' }, 'The Romans declare war on the rebel mercenaries.', 'Les Romains déclarent la guerre aux mercenaires révoltés.'],
    [{ kind: 'battle-won', rule: 'BARB-BATTLE-7', winner: 'arv', province: 'alpes', cards: 1 }, 'The Arverni Gauls win the battle in the Alps and draw 1 card of Tactics & experience.', 'Les Gaulois arvernes remportent la bataille dans les Alpes et piochent 1 carte « Tactique & expérience ».'],
    [
      { kind: 'realm-divided', rule: 'BARB-STAB-4', faction: 'rom', lost: ['liguria', 'sardinia', 'corsica'], pieces: 5, kept: 4 },
      'The realm of the Romans divides in two: Liguria, Sardinia and Corsica, the half farthest from their capital, break away with 5 pieces; they keep 4 territories and rally at stability 1.',
      'Le royaume des Romains se divise en deux : Ligurie, Sardaigne et Corse, la moitié la plus éloignée de leur capitale, font sécession avec 5 pions ; ils gardent 4 territoires et se relèvent à 1 de stabilité.',
    ],
    // an event written before BARB-D-DIVISION made the division real
    [{ kind: 'realm-divided', rule: 'BARB-STAB-4', faction: 'rom', lost: ['samnium'] }, 'The realm of the Romans splits: 1 territory without troops breaks away, and they rally at stability 1.', 'Le royaume des Romains se divise : 1 territoire sans troupes fait sécession, et ils se relèvent à 1 de stabilité.'],
  ] as [LogEvent, string, string][])('%j', (event, en, fr) => {
    expect(say(event, 'en')).toBe(en);
    expect(say(event, 'fr')).toBe(fr);
  });
});
