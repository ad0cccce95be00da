/**
 * The match log (games/log-events.ts): every move of seeded random games writes typed events whose kind
 * is declared, whose rule is in RULES.md and RULES.fr.md, which read as a sentence in both languages, and
 * whose hidden facts (cards drawn, cards handed over) reach only the seats that may see them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { logTexts } from '../../client/boards/res-publica/log-texts';
import { eventForViewer, eventsOf, type LogEvent } from '../../games/log-events';
import { playRandomGame } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { KINDS } from '../../games/res-publica/data/cards';
import { LOG_KINDS } from '../../games/res-publica/log-kinds';
import type { State } from '../../games/res-publica/rules/types';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { G, match, play } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

function ruleIds(file: string): Set<string> {
  const text = readFileSync(new URL(`../../games/res-publica/${file}`, import.meta.url), 'utf8');
  return new Set([...text.matchAll(/^- \*\*(RP-[A-Z0-9-]+)\*\*/gm)].map((m) => m[1]));
}
const RULES_EN = ruleIds('RULES.md');
const RULES_FR = ruleIds('RULES.fr.md');

const playerName = (seat: string) => `Player${Number(seat) + 1}`;

/** Every sentence of an event, for a viewer who sees its hidden facts and for one who does not. */
function sentences(event: LogEvent): string[] {
  const texts = logTexts[event.kind];
  const seen = [event, eventForViewer(event, null)];
  return seen.flatMap((e) => (['en', 'fr'] as const).map((language) => texts[language](e, { language, playerName })));
}

function expectReadable(event: LogEvent) {
  for (const sentence of sentences(event)) {
    expect(sentence.trim().length, JSON.stringify(event)).toBeGreaterThan(10);
    for (const bad of ['undefined', 'NaN', '[object', '{', 'null']) expect(sentence, `${event.kind}: ${sentence}`).not.toContain(bad);
  }
}

/** What another seat or a spectator keeps of an event: no hidden facts at all. */
function expectHiddenFrom(event: LogEvent, numPlayers: number) {
  if (!event.hidden) return;
  const others = [...Array.from({ length: numPlayers }, (_, i) => String(i)).filter((id) => !event.hidden!.seats.includes(id)), null];
  for (const viewer of others) expect(eventForViewer(event, viewer)).not.toHaveProperty('hidden');
  for (const seat of event.hidden.seats) expect(eventForViewer(event, seat)).toBe(event);
}

/** RP-HIDDEN-1, RP-HIDDEN-3: what everyone reads of a draw, a choice or an exchange names no card. */
const COUNT_ONLY = new Set(['draw', 'choose-cards', 'exchange']);

describe('every move of seeded random games writes typed, readable events', () => {
  const produced = new Map<string, number>();

  test.each([
    [3, 'a'],
    [3, 'b'],
    [3, 'c'],
    [2, 'a'],
    [4, 'a'],
    [5, 'a'],
  ])('%i players, seed %s', async (numPlayers, seed) => {
    let moves = 0;
    await playRandomGame(resPublica.game, {
      numPlayers,
      seed: `log-${numPlayers}-${seed}`,
      maxMoves: resPublica.moveBudget,
      afterMove(m, played) {
        moves++;
        const entries = (m.state.deltalog ?? []).filter((entry: LogEntry) => entry.action.type === 'MAKE_MOVE');
        expect(entries).toHaveLength(1);
        const events = eventsOf(entries[0]);
        expect(events.length, `${played.move} wrote no event`).toBeGreaterThan(0);
        const state = m.state.G as State;
        for (const event of events) {
          produced.set(event.kind, (produced.get(event.kind) ?? 0) + 1);
          expect(LOG_KINDS as readonly string[]).toContain(event.kind);
          expect(RULES_EN, `${event.rule} in RULES.md`).toContain(event.rule);
          expect(RULES_FR, `${event.rule} in RULES.fr.md`).toContain(event.rule);
          if (event.player !== undefined) expect(m.state.ctx.playOrder).toContain(event.player);
          expectReadable(event);
          expectHiddenFrom(event, numPlayers);
          // No public fact holds what the game declares secret from some viewer (hands, piles, choices).
          const { hidden: _hidden, ...visible } = event;
          const publicText = JSON.stringify(visible);
          for (const viewer of [...m.state.ctx.playOrder, null]) {
            for (const secret of resPublica.secrets(state, m.state.ctx, viewer)) {
              if ('value' in secret && typeof secret.value === 'object' && secret.value !== null && Object.keys(secret.value).length > 0) {
                expect(publicText).not.toContain(JSON.stringify(secret.value));
              }
            }
          }
          if (COUNT_ONLY.has(event.kind)) for (const kind of KINDS) expect(publicText).not.toContain(`"${kind}"`);
        }
      },
    });
    expect(moves).toBeGreaterThan(0);
  });

  // The bots name single kinds only, so nobody has cards to choose: checked on a position below (RP-TRADE-8).
  const RARE = new Set<string>(['choose-cards']);
  test('every kind of LOG_KINDS was produced, or is checked on its own position', () => {
    const missing = LOG_KINDS.filter((kind) => !produced.has(kind) && !RARE.has(kind));
    expect(missing).toEqual([]);
  });

  test('every kind has an English and a French text, and nothing else has', () => {
    expect(Object.keys(logTexts).sort()).toEqual([...LOG_KINDS].sort());
  });
});

/** The events of the last move (a move that ends the turn is followed by boardgame.io’s own entries). */
const lastEvents = (m: ReturnType<typeof match>) => eventsOf(m.state.deltalog!.filter((entry) => entry.action.type === 'MAKE_MOVE').at(-1)!);

describe('specific moves and their events', () => {
  test('RP-TRADE-2, RP-TRADE-3: a proposal and the answers are said aloud; nobody countering ends the trade (RP-TRADE-1)', () => {
    const m = match({ hands: ['4 vikings', '1 vikings, 1 metal', '2 goths'] });
    play(m, ['0', 'propose', parseProposal('seek 1 vikings')]);
    expect(lastEvents(m)).toEqual([
      { kind: 'proposal', rule: 'RP-TRADE-2', player: '0', form: 'seek', bundle: { join: 'and', terms: [{ count: 1, type: 'vikings' }] } },
    ]);
    play(m, ['1', 'pass']);
    expect(lastEvents(m)).toEqual([{ kind: 'pass', rule: 'RP-TRADE-3', player: '1' }]);
    play(m, ['2', 'pass']);
    expect(lastEvents(m)).toEqual([
      { kind: 'pass', rule: 'RP-TRADE-3', player: '2' },
      { kind: 'no-counter-proposal', rule: 'RP-TRADE-1', player: '0' },
    ]);
  });

  test('RP-TRADE-6, RP-TRADE-9: accepting exact cards makes the exchange at once, its cards hidden to the third player', () => {
    const m = match({ hands: ['4 vikings, 1 metal', '1 vikings', '2 goths'] });
    play(m, ['0', 'propose', parseProposal('seek 1 vikings')], ['1', 'counter', parseBundle('1 metal')]);
    expect(lastEvents(m)).toEqual([{
      kind: 'counter-proposal',
      rule: 'RP-TRADE-3',
      player: '1',
      form: 'seek',
      bundle: { join: 'and', terms: [{ count: 1, type: 'metal' }] },
    }]);
    play(m, ['2', 'pass']);
    expect(lastEvents(m)).toEqual([{ kind: 'pass', rule: 'RP-TRADE-3', player: '2' }]);
    play(m, ['0', 'accept', '1']);
    const [accepted, exchanged] = lastEvents(m);
    expect(accepted).toMatchObject({ kind: 'accept', rule: 'RP-TRADE-6', player: '0', partner: '1' });
    expect(exchanged).toEqual({
      kind: 'exchange',
      rule: 'RP-TRADE-9',
      player: '0',
      partner: '1',
      given: 1,
      received: 1,
      hidden: { seats: ['0', '1'], facts: { given: { metal: 1 }, received: { vikings: 1 } } },
    });
    expect(eventForViewer(exchanged, '2')).not.toHaveProperty('hidden');
    const [en, fr] = (['en', 'fr'] as const).map((language) => logTexts.exchange[language](exchanged, { language, playerName }));
    expect(en).toBe('Player1 and Player2 exchange their cards face down: Player1 gives 1 × Metal, Player2 gives 1 × Vikings.');
    expect(fr).toBe('Player1 et Player2 échangent leurs cartes face cachée : Player1 donne 1 × Métal, Player2 donne 1 × Vikings.');
    const blind = eventForViewer(exchanged, null);
    expect(logTexts.exchange.fr(blind, { language: 'fr', playerName })).toBe(
      'Player1 et Player2 échangent leurs cartes face cachée : Player1 donne 1 carte, Player2 donne 1 carte.',
    );
  });

  test('RP-TRADE-6: refusing every counter-proposal', () => {
    const m = match({ hands: ['1 goths', '1 vikings', '1 huns'] });
    play(m, ['0', 'propose', parseProposal('seek 1 vikings')], ['1', 'counter', parseBundle('2 metal')], ['2', 'pass'], ['0', 'refuse']);
    expect(lastEvents(m)).toEqual([{ kind: 'refuse', rule: 'RP-TRADE-6', player: '0' }]);
  });

  test('RP-LAY-2: laying a set names its point card and where it lies', () => {
    const m = match({ hands: ['5 metal, 5 goths', '', ''], laid: [[], ['arts'], []] });
    play(m, ['0', 'lay', 'metal']);
    expect(lastEvents(m)).toEqual([{ kind: 'lay', rule: 'RP-LAY-2', player: '0', cardKind: 'metal', card: 'city', points: 8, set: 0 }]);
    play(m, ['0', 'lay', 'goths']);
    expect(lastEvents(m)).toEqual([{ kind: 'lay', rule: 'RP-LAY-2', player: '0', cardKind: 'goths', card: 'colony', points: 3, set: 1 }]);
    expect(logTexts.lay.fr(lastEvents(m)[0], { language: 'fr', playerName })).toBe('Player1 pose 5 × Goths et fonde une colonie (3 points).');
  });

  test('RP-DRAW-1, RP-DRAW-2: the counts are public, the cards only the drawer’s', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths'], [], []], people: '1 huns', civilisation: '1 arts, 1 metal' });
    play(m, ['0', 'draw', 'standard']);
    const [drawn] = lastEvents(m);
    expect(drawn).toEqual({
      kind: 'draw',
      rule: 'RP-DRAW-2',
      player: '0',
      mode: 'standard',
      people: 1,
      civilisation: 1,
      hidden: { seats: ['0'], facts: { cards: { huns: 1, arts: 1 } } },
    });
    expect(G(m).players['0'].hand).toMatchObject({ huns: 1, arts: 1 });
    expect(logTexts.draw.en(drawn, { language: 'en', playerName })).toBe('Player1 draws 1 × Huns, 1 × Arts and ends their turn.');
    expect(logTexts.draw.en(eventForViewer(drawn, '1'), { language: 'en', playerName })).toBe(
      'Player1 draws 1 People card and 1 Civilisation card and ends their turn.',
    );
    play(m, ['1', 'draw', 'standard']);
    expect(lastEvents(m)[0]).toMatchObject({ rule: 'RP-DRAW-4', people: 0, civilisation: 0 });
    expect(lastEvents(m)[0]).not.toHaveProperty('hidden');
  });

  test('RP-DRAW-3: three colonies, three Civilisation cards', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths', 'huns', 'vikings'], [], []] });
    play(m, ['0', 'draw', 'civilisation']);
    expect(lastEvents(m)[0]).toMatchObject({ kind: 'draw', rule: 'RP-DRAW-3', mode: 'civilisation', people: 0, civilisation: 3 });
    expectReadable(lastEvents(m)[0]);
  });

  test('RP-DRAW-1: three colonies and two Civilisation cards left: the People card and the two, and the log says why there was no choice', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths', 'huns', 'vikings'], [], []], people: '1 lombards', civilisation: '1 arts, 1 metal' });
    play(m, ['0', 'draw', 'standard']);
    const [drawn] = lastEvents(m);
    expect(drawn).toMatchObject({ kind: 'draw', rule: 'RP-DRAW-1', mode: 'standard', people: 1, civilisation: 2, civilisationShort: true });
    expectReadable(drawn);
    expect(logTexts.draw.en(eventForViewer(drawn, '1'), { language: 'en', playerName })).toBe(
      'Player1 draws 1 People card and 2 Civilisation cards (fewer than 3 Civilisation cards left: no choice of 3 Civilisation cards) and ends their turn.',
    );
    expect(logTexts.draw.fr(eventForViewer(drawn, '1'), { language: 'fr', playerName })).toBe(
      'Player1 pioche 1 carte Peuple et 2 cartes Civilisation (il reste moins de 3 cartes Civilisation\u00a0: pas de choix de 3 cartes Civilisation), puis termine son tour.',
    );
  });

  test('RP-END-1: drawing the last Civilisation card announces the final round', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths'], [], []], civilisation: '1 arts' });
    play(m, ['0', 'draw', 'standard']);
    expect(lastEvents(m).map((e) => e.kind)).toEqual(['draw', 'final-round']);
    expect(lastEvents(m)[1]).toEqual({ kind: 'final-round', rule: 'RP-END-1', player: '0', turns: 3, lastTurn: 4 });
    expectReadable(lastEvents(m)[1]);
  });

  test('RP-END-4, RP-SCORE-1..3: a stalled game ends, each score line, then a shared victory', () => {
    const m = match({ hands: ['4 goths', '4 goths', '2 huns, 1 arts'], people: '' });
    play(m, ['0', 'draw', 'standard'], ['1', 'draw', 'standard'], ['2', 'draw', 'standard']);
    const events = lastEvents(m);
    expect(events.map((e) => [e.kind, e.rule])).toEqual([
      ['draw', 'RP-DRAW-4'],
      ['game-end', 'RP-END-4'],
      ['score', 'RP-SCORE-1'],
      ['score', 'RP-SCORE-1'],
      ['score', 'RP-SCORE-1'],
      ['winners', 'RP-SCORE-3'],
    ]);
    expect(events[1]).toMatchObject({ reason: 'stalled' });
    expect(events[4]).toMatchObject({ player: '2', pairs: 1, total: 1 });
    expect(events[5]).toEqual({ kind: 'winners', rule: 'RP-SCORE-3', winners: ['0', '1'], total: 2, draw: false });
    for (const event of events) expectReadable(event);
    expect(logTexts.winners.fr(events[5], { language: 'fr', playerName })).toBe('Victoire partagée entre Player1 et Player2, avec 2 points.');
    expect(logTexts.score.fr(events[4], { language: 'fr', playerName })).toBe(
      'Player3 marque 1 point : 0 colonie (0), aucune ville, 1 paire en main.',
    );
  });

  test('RP-SCORE-3: everybody tied is a draw', () => {
    const m = match({ hands: ['2 goths', '2 huns'], people: '' });
    play(m, ['0', 'draw', 'standard'], ['1', 'draw', 'standard']);
    const winners = lastEvents(m).at(-1)!;
    expect(winners).toEqual({ kind: 'winners', rule: 'RP-SCORE-3', winners: ['0', '1'], total: 1, draw: true });
    expect(logTexts.winners.en(winners, { language: 'en', playerName })).toBe('Everybody ties with 1 point: the game is a draw.');
  });

  test('RP-TRADE-8, RP-HIDDEN-3: a choice of cards is redacted; its event names them for the chooser only', () => {
    const m = match({ hands: ['2 goths, 1 metal, 1 arts', '1 vikings, 2 trade', '2 vikings, 1 huns'] });
    play(m, ['0', 'propose', parseProposal('offer 1 metal or 1 arts')], ['1', 'pass'], ['2', 'counter', parseBundle('1 people')]);
    play(m, ['0', 'accept', '2'], ['0', 'deliver', { arts: 1 }]);
    const [chosen] = lastEvents(m);
    expect(chosen).toEqual({ kind: 'choose-cards', rule: 'RP-TRADE-8', player: '0', hidden: { seats: ['0'], facts: { cards: { arts: 1 } } } });
    expect(logTexts['choose-cards'].fr(chosen, { language: 'fr', playerName })).toBe('Player1 choisit les cartes à donner : 1 × Arts.');
    expect(logTexts['choose-cards'].fr(eventForViewer(chosen, '2'), { language: 'fr', playerName })).toBe(
      'Player1 choisit les cartes à donner.',
    );
    for (const viewer of ['1', '2', null]) expect(JSON.stringify(eventForViewer(chosen, viewer))).not.toContain('arts');
  });
});
