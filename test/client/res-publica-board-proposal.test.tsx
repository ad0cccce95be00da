// @vitest-environment happy-dom
/**
 * The Res Publica proposal builder reads as the sentence a player says aloud, in the rulebook's grammar
 * (« je cherche un Viking et un Goth », RP-TRADE-2..4), in English and in French, counts and articles
 * agreeing; the sentence follows every change of the controls, which all have names, and the move sent is
 * the one the sentence says.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { act } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import ResPublicaBoard from '../../client/boards/res-publica/Board';
import { translator } from '../../client/boards/res-publica/labels';
import { counterSentence, goods, proposalSentence } from '../../client/boards/res-publica/sentences';
import type { Language } from '../../client/i18n';
import { checkBundle, checkProposal } from '../../games/res-publica/rules/bundle';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import type { Bundle, Proposal } from '../../games/res-publica/rules/types';
import { match, play } from '../res-publica/position';
import { mount, type Mounted } from './replay-mount';

const bundle = (text: string): Bundle => {
  const checked = checkBundle(parseBundle(text));
  if (!checked.ok) throw new Error(`${text}: ${checked.problem}`);
  return checked.value;
};
const proposal = (text: string): Proposal => {
  const checked = checkProposal(parseProposal(text));
  if (!checked.ok) throw new Error(`${text}: ${checked.problem}`);
  return checked.value;
};

describe('a side of a trade in words', () => {
  test.each<[string, string, string, string]>([
    ['1 vikings', 'a Viking', 'un Viking', 'rulebook: « je cherche un Viking »'],
    ['1 vikings and 1 goths', 'a Viking and a Goth', 'un Viking et un Goth', 'rulebook: « je cherche un viking et un Goth »'],
    ['1 goths and 1 shipbuilding', 'a Goth and a Shipbuilding card', 'un Goth et une carte Construction navale', 'rulebook: « un Goth et une construction de bateau »'],
    ['2 goths and 1 shipbuilding', '2 Goths and a Shipbuilding card', '2 Goths et une carte Construction navale', 'rulebook: « 2 Goths et 1 bateau »'],
    ['2 arts or 3 people', '2 Arts cards or 3 People cards', '2 cartes Arts ou 3 cartes Peuple', 'rulebook: « 2 Arts ou 3 cartes Peuple »'],
    ['1 metal and 2 other', 'a Metal card and 2 other cards', 'une carte Métal et 2 autres cartes', 'rulebook: « 1 Métal et 2 autres cartes »'],
    ['2 vikings and 3 civilisation', '2 Vikings and 3 Civilisation cards', '2 Vikings et 3 cartes Civilisation', 'rulebook: « 2 Vikings et 3 cartes Civilisation »'],
    ['1 metal and 1 other', 'a Metal card and another card', 'une carte Métal et une autre carte', 'RP-D-OTHER, one other card'],
    ['1 other', 'a card', 'une carte', 'RP-D-OTHER alone: any card'],
    ['3 other', '3 cards', '3 cartes', 'RP-D-OTHER alone, plural'],
    ['1 people or 1 civilisation', 'a People card or a Civilisation card', 'une carte Peuple ou une carte Civilisation', 'families, singular'],
    ['12 anglo-saxons', '12 Anglo-Saxons', '12 Anglo-Saxons', 'the largest count'],
    ['1 anglo-saxons and 1 alchemy', 'an Anglo-Saxon and an Alchemy card', 'un Anglo-Saxon et une carte Alchimie', 'English “an”, French gender'],
  ])('%s → “%s” / « %s » (%s)', (text, en, fr) => {
    expect(goods(bundle(text), translator('en'))).toBe(en);
    expect(goods(bundle(text), translator('fr'))).toBe(fr);
  });
});

describe('the sentence of a proposal and of a counter-proposal', () => {
  test.each<[string, Language, string]>([
    ['offer 1 goths and 1 vikings', 'en', 'I offer a Goth and a Viking: what will you give in return?'],
    ['offer 1 goths and 1 vikings', 'fr', 'Je propose un Goth et un Viking\u202f: que me donnez-vous en échange\u202f?'],
    ['seek 2 huns', 'en', 'I seek 2 Huns: what do you want in return?'],
    ['seek 2 huns', 'fr', 'Je cherche 2 Huns\u202f: que voulez-vous en échange\u202f?'],
    ['seek 1 huns or 1 lombards', 'fr', 'Je cherche un Hun ou un Lombard\u202f: que voulez-vous en échange\u202f?'],
  ])('%s (%s)', (text, language, expected) => {
    expect(proposalSentence(proposal(text), translator(language))).toBe(expected);
  });

  test.each<[string, string, Language, string]>([
    ['seek 1 vikings', '2 goths', 'en', 'For a Viking, I want 2 Goths in return.'],
    ['seek 1 vikings', '2 goths', 'fr', 'Pour un Viking, je veux 2 Goths en échange.'],
    ['offer 2 metal', '1 trade', 'en', 'For 2 Metal cards, I give a Trade card.'],
    ['offer 2 metal', '1 trade', 'fr', 'Pour 2 cartes Métal, je donne une carte Commerce.'],
  ])('to «%s», %s (%s)', (said, counter, language, expected) => {
    expect(counterSentence(proposal(said), bundle(counter), translator(language))).toBe(expected);
  });
});

/** The board mounted for `viewer` of `m`, its moves recorded. */
async function mountBoard(m: ReturnType<typeof match>, viewer: string, language: Language) {
  const calls: [string, unknown[]][] = [];
  const moves = new Proxy({}, { get: (_, name: string) => (...args: unknown[]) => calls.push([name, args]) });
  const { G, ctx } = m.state;
  const view = m.game.playerView!({ G, ctx, playerID: viewer });
  const props = { G: view, ctx, moves, playerID: viewer, matchData: [{ id: 0, name: 'Alice' }, { id: 1, name: 'Bob' }, { id: 2, name: 'Carla' }], isActive: true, log: [] };
  const mounted = await mount(<ResPublicaBoard {...(props as unknown as BoardProps<any>)} />, language);
  return { mounted, calls };
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const sentence = (m: Mounted) => m.container.querySelector('.rp-sentence')!.textContent;
const byLabel = <E extends HTMLElement>(m: Mounted, label: string) => {
  const found = m.container.querySelector<E>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing named ${label}`);
  return found;
};

/** Choose an option as the browser does: the value, then a change event. */
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function tick(box: HTMLInputElement) {
  await act(async () => box.click());
}

describe('the proposal builder on the board', () => {
  test('English: the sentence follows every control, and the move sent is the one it says', async () => {
    const m = match({ hands: ['2 goths, 1 vikings', '1 huns', ''] });
    const board = await mountBoard(m, '0', 'en');
    mounted = board.mounted;
    // The first type offered is the first kind in hand; one card, sought.
    expect(sentence(mounted)).toBe('“I seek a Goth: what do you want in return?”');
    await choose(byLabel(mounted, 'Count 1'), '2');
    expect(sentence(mounted)).toBe('“I seek 2 Goths: what do you want in return?”');
    await tick(mounted.container.querySelector<HTMLInputElement>('.rp-check input')!);
    await choose(byLabel(mounted, 'Type 2'), 'vikings');
    expect(sentence(mounted)).toBe('“I seek 2 Goths and a Viking: what do you want in return?”');
    await choose(byLabel(mounted, 'I seek / I offer'), 'offer');
    expect(sentence(mounted)).toBe('“I offer 2 Goths and a Viking: what will you give in return?”');
    await choose(byLabel(mounted, 'and / or'), 'or');
    expect(sentence(mounted)).toBe('“I offer 2 Goths or a Viking: what will you give in return?”');

    const propose = [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === 'Propose')!;
    expect(propose.disabled).toBe(false);
    await act(async () => propose.click());
    expect(board.calls).toEqual([
      ['propose', [{ offer: { join: 'or', terms: [{ count: 2, type: 'goths' }, { count: 1, type: 'vikings' }] } }]],
    ]);
  });

  test('French: « Je propose un Goth et un Viking », plurals and genders agreeing', async () => {
    const m = match({ hands: ['1 goths, 1 vikings, 2 metal', '1 huns', ''] });
    mounted = (await mountBoard(m, '0', 'fr')).mounted;
    expect(sentence(mounted)).toBe('«\u202fJe cherche un Goth\u202f: que voulez-vous en échange\u202f?\u202f»');
    await choose(byLabel(mounted, 'Je cherche / Je propose'), 'offer');
    await tick(mounted.container.querySelector<HTMLInputElement>('.rp-check input')!);
    await choose(byLabel(mounted, 'Type 2'), 'vikings');
    expect(sentence(mounted)).toBe('«\u202fJe propose un Goth et un Viking\u202f: que me donnez-vous en échange\u202f?\u202f»');
    await choose(byLabel(mounted, 'Type 1'), 'metal');
    await choose(byLabel(mounted, 'Nombre 1'), '2');
    expect(sentence(mounted)).toBe('«\u202fJe propose 2 cartes Métal et un Viking\u202f: que me donnez-vous en échange\u202f?\u202f»');
    await choose(byLabel(mounted, 'Type 2'), 'civilisation');
    await choose(byLabel(mounted, 'Nombre 2'), '3');
    expect(sentence(mounted)).toContain('Je propose 2 cartes Métal et 3 cartes Civilisation');
  });

  test('a statement the rules refuse shows no sentence but says why, and cannot be sent', async () => {
    const m = match({ hands: ['1 goths', '1 huns', ''] });
    const board = await mountBoard(m, '0', 'en');
    mounted = board.mounted;
    await choose(byLabel(mounted, 'I seek / I offer'), 'offer');
    await choose(byLabel(mounted, 'Count 1'), '3');
    // Offering cards not held (RP-TRADE-7): said, but refused.
    expect(sentence(mounted)).toBe('“I offer 3 Goths: what will you give in return?”');
    expect(mounted.container.querySelector('.rp-why')!.textContent).toBe('you do not hold these cards');
    await tick(mounted.container.querySelector<HTMLInputElement>('.rp-check input')!);
    await choose(byLabel(mounted, 'Type 2'), 'goths');
    // The same type twice is not a statement at all (RP-D-SAME-TYPE).
    expect(sentence(mounted)).toBe('');
    const propose = [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === 'Propose')!;
    expect(propose.disabled).toBe(true);
    expect(board.calls).toEqual([]);
  });

  test('every control of the builder is a real control with a name', async () => {
    const m = match({ hands: ['1 goths', '1 huns', ''] });
    mounted = (await mountBoard(m, '0', 'en')).mounted;
    await tick(mounted.container.querySelector<HTMLInputElement>('.rp-check input')!);
    const builder = mounted.container.querySelector('.rp-builder')!;
    const named = (el: Element) =>
      (el.getAttribute('aria-label') ?? '').trim() || (el.closest('label')?.textContent ?? '').trim() || (el.textContent ?? '').trim();
    const controls = [...builder.querySelectorAll('select, input, button')];
    expect(controls.map((el) => el.tagName)).toEqual(['SELECT', 'SELECT', 'SELECT', 'SELECT', 'SELECT', 'SELECT', 'INPUT', 'BUTTON']);
    for (const control of controls) expect(named(control), control.outerHTML.slice(0, 80)).not.toBe('');
    expect(new Set(controls.map((el) => el.getAttribute('aria-label')).filter(Boolean)).size).toBe(6);
    // The sentence is announced as it changes.
    expect(builder.querySelector('.rp-sentence')!.getAttribute('aria-live')).toBe('polite');
  });

  test('answering a seek: the counter-proposal is said against what is sought', async () => {
    const m = match({ hands: ['2 goths', '1 vikings, 1 huns', ''] });
    play(m, ['0', 'propose', parseProposal('seek 1 vikings')]);
    mounted = (await mountBoard(m, '1', 'fr')).mounted;
    expect(mounted.container.textContent).toContain('Alice cherche un Viking.');
    await choose(byLabel(mounted, 'Type 1'), 'goths');
    await choose(byLabel(mounted, 'Nombre 1'), '2');
    expect(sentence(mounted)).toBe('«\u202fPour un Viking, je veux 2 Goths en échange.\u202f»');
  });
});
