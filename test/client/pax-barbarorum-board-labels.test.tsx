// @vitest-environment happy-dom
/**
 * The Pax Barbarorum board's labels say each thing once, in English and in French: the header names the round
 * (none during setup) and the phase, never "Setting up · Setup"; no text of the board repeats a word twice in a row,
 * and a choice of several pieces or cards counts them ("Raise 2 soldiers", not "Raise soldiers + soldiers").
 */
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import { headerLabels } from '../../client/boards/pax-barbarorum/header';
import { texts, type TextKey } from '../../client/boards/pax-barbarorum/texts';
import { format, LANGUAGES, type Language } from '../../client/i18n';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import { PHASES, type PaxState } from '../../games/pax-barbarorum/rules/types';
import { renderBoard } from '../support/render-board';
import { match, position } from '../pax-barbarorum/position';
import { act } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { mount } from './replay-mount';

/** Lower-case words without accents. */
const words = (text: string) => (text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').match(/\p{L}+/gu) ?? []) as string[];

/** A word said twice in a row ("the the"), or a header whose labels share a root ("Setting up · Setup"). */
function twiceInARow(text: string): string | null {
  const w = words(text);
  for (let i = 1; i < w.length; i++) if (w[i] === w[i - 1]) return w[i];
  return null;
}
function sharedRoot(text: string): string | null {
  const seen = new Set<string>();
  for (const word of words(text).filter((x) => x.length >= 4)) {
    const root = word.slice(0, 3);
    if (seen.has(root)) return word;
    seen.add(root);
  }
  return null;
}

const headerText = (language: Language, round: number, phase: (typeof PHASES)[number]) =>
  headerLabels(round, phase)
    .map(([key, params]) => format(texts[language][key], params, language))
    .join(' · ');

describe('the header', () => {
  test.each(LANGUAGES.flatMap((language) => [0, 1, ROUND_LIMIT].flatMap((round) => PHASES.map((phase) => [language, round, phase] as const))))(
    '%s, round %i, %s phase: each label once',
    (language, round, phase) => {
      const text = headerText(language, round, phase);
      expect(twiceInARow(text), text).toBeNull();
      expect(sharedRoot(text), text).toBeNull();
      // The phase is always named; the round only once the game has rounds.
      expect(text).toContain(format(texts[language][`phase_${phase}`], {}, language));
      expect(text.includes(format(texts[language].round, { n: round, max: ROUND_LIMIT }, language))).toBe(round > 0);
    },
  );

  const header = (html: string) =>
    /<header class="pb-header">(.*?)<\/header>/s
      .exec(html)![1]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  test.each(LANGUAGES)('%s: a new match’s board says “setup” once', (language) => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, seed: 'labels' });
    const text = header(renderBoard(PaxBarbarorumBoard, m, '0', { language }));
    const setup = texts[language].phase_setup;
    expect(text).toBe(setup);
    expect(sharedRoot(text)).toBeNull();
  });

  test.each(LANGUAGES)('%s: during a round, the round then the phase', (language) => {
    const m = match(position({ factions: ['rom', 'car'], round: 4 }));
    const text = header(renderBoard(PaxBarbarorumBoard, m, '0', { language }));
    expect(text.startsWith(`${format(texts[language].round, { n: 4, max: ROUND_LIMIT }, language)} ${texts[language].phase_diplomacy}`)).toBe(true);
    expect(sharedRoot(text.split(' ').slice(0, 8).join(' '))).toBeNull();
  });
});

describe('every text of the board', () => {
  /** A text with every argument filled: numbers with 1 and 3, other values with distinct names. */
  function samples(text: string, language: Language): string[] {
    const names = new Set<string>();
    const numbers = new Set<string>();
    const walk = (nodes: { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) => {
      for (const node of nodes) {
        if (typeof node.value === 'string' && node.type !== 0 && node.type !== 8) (node.type === 6 || node.type === 2 ? numbers : names).add(node.value);
        for (const option of Object.values(node.options ?? {})) walk(option.value as never);
      }
    };
    walk(new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).getAst() as never);
    return [1, 3].map((n) => {
      const params: Record<string, string | number> = {};
      [...names].forEach((name, i) => (params[name] = `Name${String.fromCharCode(65 + i)}`));
      for (const name of numbers) params[name] = n;
      return format(text, params, language);
    });
  }

  test.each(LANGUAGES.flatMap((language) => (Object.keys(texts.en) as TextKey[]).map((key) => [language, key] as const)))('%s %s: no word twice in a row', (language, key) => {
    for (const text of samples(texts[language][key], language)) expect(twiceInARow(text), text).toBeNull();
  });
});

describe('choices that name pieces and cards', () => {
  /** Rome's Recruit or Train token in its capital, Latium, to resolve: the board with its choices open. */
  async function choicesFor(order: 'recruit' | 'train', language: Language): Promise<string[]> {
    const S = position({ factions: ['rom', 'car'], phase: 'action', step: { kind: 'resolve', player: '0', remaining: ['1'], chooser: '0' }, realm: { rom: { gold: 20 } } });
    S.tokens = { latium: '0' };
    S.players['0'].orders = { latium: order };
    const m = match(S);
    const view = m.game.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: '0' });
    const props = { G: view, ctx: m.state.ctx, moves: new Proxy({}, { get: () => () => {} }), playerID: '0', matchData: undefined, isActive: true, log: [] };
    const mounted = await mount(<PaxBarbarorumBoard {...(props as unknown as BoardProps<PaxState>)} />, language);
    const token = [...mounted.container.querySelectorAll('button')].find((b) => b.textContent!.startsWith('Latium'))!;
    await act(async () => token.click());
    const texts = [...mounted.container.querySelectorAll('.pb-column button')].map((b) => b.textContent!);
    mounted.unmount();
    return texts;
  }

  test.each(LANGUAGES)('%s: a recruitment in a capital counts its pieces', async (language) => {
    const choices = await choicesFor('recruit', language);
    expect(choices.length).toBeGreaterThan(1);
    for (const text of choices) {
      expect(twiceInARow(text), text).toBeNull();
      expect(text, text).not.toMatch(/(\p{L}+) \+ \1/u);
    }
    expect(choices).toContain(language === 'en' ? 'Raise 2 soldiers' : 'Lever 2 soldats');
  });

  test.each(LANGUAGES)('%s: a training counts its cards', async (language) => {
    const choices = await choicesFor('train', language);
    expect(choices.length).toBeGreaterThan(1);
    for (const text of choices) expect(text, text).not.toMatch(/(\p{L}+[^+]*) \+ \1/u);
    expect(choices).toContain(language === 'en' ? 'Take 2 Espionage cards' : 'Prendre 2 cartes Espionnage');
    expect(choices).toContain(language === 'en' ? 'Take 1 Espionage card + 1 Sabotage card' : 'Prendre 1 carte Espionnage + 1 carte Sabotage');
  });
});

describe('places said as a sentence says them', () => {
  test.each([
    ['en', 'Spy on the order in Lilybaeum'],
    ['fr', 'Espionner l’ordre à Lilybée'],
  ] as const)('%s: %s', (language, expected) => {
    // BARB-DIPLO-6's scenario: the Romans hold an Espionage card; Carthage has an order in Lilybaeum.
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, setupData: { scenario: 'spy-and-sabotage' }, seed: 'labels' });
    const html = renderBoard(PaxBarbarorumBoard, m, '0', { language });
    expect(html).toContain(`>${expected}<`);
    // Never "en Lilybée" nor "in in".
    expect(html).not.toMatch(/ en Lilybée| in in /);
  });
});
