/**
 * Court cards are named in the viewer's language: every one of the 100 has a French name, all different; a name
 * kept as printed is a person's (people keep their names; titles, places and things are translated); the board,
 * the card's text and the log say the French name in French and the printed one in English.
 */
import { describe, expect, test } from 'vitest';
import PaxPamirBoard from '../../client/boards/pax-pamir/Board';
import { courtCardName, FRENCH_COURT_CARD_NAMES } from '../../client/boards/pax-pamir/court-card-names';
import { words } from '../../client/boards/pax-pamir/log-words';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import { renderBoard } from '../support/render-board';
import { matchFrom, position } from '../pax-pamir/position';

/** The cards that show a person without a title to translate: their names are the same in French. */
const PEOPLE = [1, 2, 3, 4, 5, 6, 7, 18, 19, 20, 21, 22, 23, 24, 25, 26, 33, 35, 39, 40, 41, 45, 51, 56, 68, 70, 71, 72, 73, 74, 75, 76, 77, 86, 88, 89, 90, 91, 92, 93];

describe('court card names in French', () => {
  test('every court card has a French name, and no two the same', () => {
    const names = COURT_CARDS.map((card) => FRENCH_COURT_CARD_NAMES[card.number]);
    for (const [i, name] of names.entries()) {
      expect(name, `card ${i + 1}`).toBeTypeOf('string');
      expect(name.trim(), `card ${i + 1}`).toBe(name);
      expect(name, `card ${i + 1}`).not.toBe('');
      expect(name, `card ${i + 1}: the typographic apostrophe`).not.toContain("'");
    }
    expect(new Set(names).size).toBe(100);
    expect(Object.keys(FRENCH_COURT_CARD_NAMES)).toHaveLength(100);
  });

  test('a name kept as printed is a person’s; every other one is translated', () => {
    const kept = COURT_CARDS.filter((card) => FRENCH_COURT_CARD_NAMES[card.number] === card.name).map((card) => card.number);
    expect(kept).toEqual(PEOPLE);
    expect(courtCardName(69, 'fr')).toBe('Comte Ivan Simonich'); // a title translated, the name kept
    expect(courtCardName(8, 'fr')).toBe('Bazar de Kaboul');
    expect(courtCardName(8, 'en')).toBe('Kabul Bazaar');
  });

  test('the board, a card’s text and the log name a court card in the viewer’s language', () => {
    const G = position({ market: [[8, 53], [29]], players: { 0: { court: [[37, { 1: 1 }]], hand: [65] } }, deck: [20, 21, 22] });
    const match = matchFrom(G);
    const fr = renderBoard(PaxPamirBoard, match, '0', { language: 'fr' });
    for (const name of ['Bazar de Kaboul', 'Tireurs d’élite au jezaïl', 'Col de Khyber', 'Highlanders de Seaforth', 'Minaret de Djam']) {
      expect(fr).toContain(`<div class="pp-card-name">${name}</div>`); // market, court and hand
    }
    expect(fr).toMatch(/aria-label="(Acheter pour 0 roupie\. )?Bazar de Kaboul\. Kaboul, Économie, rang 2\./); // the card's text, its accessible name
    for (const printed of ['Kabul Bazaar', 'Jezail Sharpshooters', 'Khyber Pass', 'Seaforth Highlanders', 'Minaret of Jam']) expect(fr).not.toContain(printed);
    const en = renderBoard(PaxPamirBoard, match, '0', { language: 'en' });
    expect(en).toContain('<div class="pp-card-name">Jezail Sharpshooters</div>');
    expect(words('fr').card(29)).toBe('Col de Khyber');
    expect(words('en').card(29)).toBe('Khyber Pass');
  });
});
