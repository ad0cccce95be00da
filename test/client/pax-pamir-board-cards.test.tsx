// @vitest-environment happy-dom
/**
 * A Pax Pamir card's full text and accessible name, in both languages: every court card's name, region,
 * suit, rank and special ability (from the shared card data); both halves of every event; what a Dominance
 * Check does and how it scores. A market card's buy button is named by its action and the card; on a touch
 * screen the first tap opens the text and the second buys.
 */
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CardView } from '../../client/boards/pax-pamir/CardView';
import { effectTexts } from '../../client/boards/pax-pamir/effect-texts';
import PaxPamirBoard from '../../client/boards/pax-pamir/Board';
import { eventTitles, paxTexts } from '../../client/boards/pax-pamir/texts';
import type { Language } from '../../client/i18n';
import { ABILITIES } from '../../games/pax-pamir/data/abilities';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import { DOMINANCE_CHECKS, EVENT_CARDS } from '../../games/pax-pamir/data/event-cards';
import { renderBoard } from '../support/render-board';
import { useTranslate } from '../../client/boards/pax-pamir/use-translate';
import { matchFrom, position } from '../pax-pamir/position';
import { mount, type Mounted } from './replay-mount';

/** The apostrophes of the data, as the texts write them. */
const typographic = (text: string) => text.replace(/'/g, '’');

function Card(props: { card: number; margin?: number; action?: { label: string; onClick: () => void }; extra?: string[] }) {
  return <CardView {...props} {...useTranslate()} compact />;
}

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
  vi.unstubAllGlobals();
});

async function labelOf(card: number, language: Language = 'en', margin?: number): Promise<{ label: string; tip: string; m: Mounted }> {
  const m = await mount(<Card card={card} margin={margin} />, language);
  mounted.push(m);
  const face = m.container.querySelector<HTMLElement>('.pp-card')!;
  return { label: face.getAttribute('aria-label') ?? '', tip: m.container.querySelector('.pp-card-tip')!.textContent ?? '', m };
}

describe('a card’s full text', () => {
  test.each(COURT_CARDS.filter((c) => c.ability !== null).map((c) => [c.number, c.name, c.ability!] as const))(
    'court card %i (%s): name, region, suit, rank and its ability %s, in the name and the tip',
    async (number, name, ability) => {
      const card = COURT_CARDS[number - 1];
      const { label, tip, m } = await labelOf(number);
      expect(label.startsWith(`${name}.`)).toBe(true);
      expect(label).toContain(`${paxTexts.en[card.region]}, ${paxTexts.en[card.suit]}, rank ${card.rank}.`);
      expect(label).toContain(`Special ability, ${eventTitles.en[ability]}: ${typographic(ABILITIES[ability].effect)}`);
      expect(tip).toContain(typographic(ABILITIES[ability].effect));
      // a card that does nothing is still reached with Tab and named
      const face = m.container.querySelector('.pp-card')!;
      expect(face.tagName).toBe('DIV');
      expect(face.getAttribute('tabindex')).toBe('0');
    },
  );

  test('a court card without ability: its impact and actions, and no ability line', async () => {
    const card = COURT_CARDS.find((c) => c.ability === null && c.actions.length === 2 && c.prize !== null)!;
    const { label } = await labelOf(card.number);
    expect(label).toContain(`Actions: ${card.actions.map((a) => paxTexts.en[a]).join(', ')}.`);
    expect(label).toContain(`Prize: ${paxTexts.en[card.prize!]}.`);
    expect(label).toMatch(/Impact: /);
    expect(label).not.toContain('Special ability');
  });

  test.each(EVENT_CARDS.map((e) => [e.number, e.discarded.id, e.purchased.id] as const))('event %i: both halves, %s and %s', async (number) => {
    const event = EVENT_CARDS[number - 105];
    const { label, tip } = await labelOf(number);
    for (const text of [label, tip]) {
      expect(text).toContain(`If discarded from the leftmost column at cleanup, ${eventTitles.en[event.discarded.id as 'rumor']}: ${typographic(event.discarded.effect)}`);
      expect(text).toContain(`If bought, ${eventTitles.en[event.purchased.id as 'rumor']}: ${typographic(event.purchased.effect)}`);
    }
    const fr = await labelOf(number, 'fr');
    expect(fr.label).toContain(effectTexts.fr[event.discarded.id as 'rumor']);
    expect(fr.label).toContain(effectTexts.fr[event.purchased.id as 'rumor']);
    expect(fr.label).toMatch(/^Événement\u202f: /);
  });

  test.each(DOMINANCE_CHECKS.map((n) => [n]))('Dominance Check %i: how it scores, and the fallback', async (number) => {
    const { label } = await labelOf(number);
    expect(label.startsWith('Dominance Check.')).toBe(true);
    expect(label).toContain('at least 4 more blocks in play than each other one');
    expect(label).toContain('5 points for the most, 3 for the second, 1 for the third');
    expect(label).toContain('Otherwise no coalition is dominant: players score by their cylinders in play, 3 points for the most, 1 for the second.');
    expect(label).toContain('The last check doubles its points');
    // Conflict Fatigue: the margin the board passes is the one said
    expect((await labelOf(number, 'en', 2)).label).toContain('at least 2 more blocks');
    const fr = await labelOf(number, 'fr');
    expect(fr.label).toMatch(/^Contrôle de domination\. /);
    expect(fr.label).toContain('5 points au premier, 3 au deuxième, 1 au troisième');
  });

  test('in French: the ability in French, the name in French, no English left', async () => {
    const card = COURT_CARDS.find((c) => c.ability === 'charismatic_courtiers')!;
    const { label, tip } = await labelOf(card.number, 'fr');
    expect(label.startsWith('Sardars barakzaïs.')).toBe(true); // Barakzai Sadars
    expect(tip).toContain('Sardars barakzaïs');
    expect(label).not.toContain(card.name);
    expect(label).toContain(`Capacité spéciale, ${eventTitles.fr.charismatic_courtiers}\u202f: ${effectTexts.fr.charismatic_courtiers}`);
    expect(label).toContain(`rang ${card.rank}`);
    expect(label).not.toMatch(/\b(rank|Impact:|Actions:|Special ability|owner)\b/);
  });
});

describe('a market card on the board', () => {
  test('the buy button is named by its action, cost and the whole card; a card one cannot buy is named too', () => {
    const G = position({ market: [[1, [2, 2]], [3]], players: { 0: { rupees: 0 } }, deck: [20, 21, 22] });
    const html = renderBoard(PaxPamirBoard, matchFrom(G), '0');
    // column 0 is free: card 1 can be bought with no rupee
    const free = /<button type="button" class="pp-card pp-clickable pp-compact"[^>]*aria-label="([^"]*)"/.exec(html)![1];
    expect(free.startsWith('Buy for 0 rupees. Mohan Lal. Kabul, Intelligence, rank 3.')).toBe(true);
    expect(free).toContain('Cost: 0 rupees.');
    expect(free).toContain(typographic(ABILITIES.indispensable_advisors.effect));
    // card 2 costs a rupee the player lacks: not a button, but named, with the rupees on it
    const named = [...html.matchAll(/<div class="pp-card pp-compact" tabindex="0" role="group" aria-label="([^"]*)"/g)].map((m) => m[1]);
    const second = named.find((label) => label.startsWith(`${COURT_CARDS[1].name}.`))!;
    expect(second).toContain('Cost: 1 rupee.');
    expect(second).toContain('Rupees on it: 2.');
  });
});

describe('tap, hover and focus', () => {
  const touch = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(hover: none)', media: query }));

  test('on a touch screen the first tap opens the text, the second does the action', async () => {
    touch(true);
    const onClick = vi.fn();
    const m = await mount(<Card card={5} action={{ label: 'Buy for 2 rupees', onClick }} />);
    mounted.push(m);
    const button = m.container.querySelector<HTMLButtonElement>('button.pp-card')!;
    expect(m.container.querySelector('.pp-tip-open')).toBeNull();
    await act(async () => button.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(m.container.querySelector('.pp-card-frame')!.className).toContain('pp-tip-open');
    expect(m.container.querySelector('.pp-card-tip')!.textContent).toContain('Tap the card again: Buy for 2 rupees');
    await act(async () => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(m.container.querySelector('.pp-tip-open')).toBeNull();
  });

  test('Escape hides the text until the card is left (WCAG 1.4.13)', async () => {
    touch(true);
    const m = await mount(<Card card={5} action={{ label: 'Buy', onClick: () => {} }} />);
    mounted.push(m);
    const button = m.container.querySelector<HTMLButtonElement>('button.pp-card')!;
    await act(async () => button.click());
    const frame = m.container.querySelector('.pp-card-frame')!;
    expect(frame.className).toContain('pp-tip-open');
    await act(async () => void button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(frame.className).toContain('pp-tip-dismissed');
    expect(frame.className).not.toContain('pp-tip-open');
    await act(async () => void frame.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(frame.className).not.toContain('pp-tip-dismissed');
  });

  test('with a mouse one click does the action (the text opens on hover)', async () => {
    touch(false);
    const onClick = vi.fn();
    const m = await mount(<Card card={5} action={{ label: 'Buy for 2 rupees', onClick }} />);
    mounted.push(m);
    await act(async () => m.container.querySelector<HTMLButtonElement>('button.pp-card')!.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
