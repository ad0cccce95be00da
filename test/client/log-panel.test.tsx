import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { LogEntry } from 'boardgame.io';
import type { LogEvent } from '../../games/log-events';
import { LanguageProvider, type Language } from '../../client/i18n';
import { describeEntry, entryDescriber, type DescribeOptions } from '../../client/log/describe-entry';
import { LogPanel, type LogPanelProps } from '../../client/log/LogPanel';
import type { LogTexts } from '../../client/log/log-texts';
import { logTextsOf } from '../../client/log/registry';
import { SinceSummary } from '../../client/log/SinceSummary';
import { loadLogTexts } from '../../client/log/use-log-texts';
import { gameEntries } from '../../games';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);
const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
/** The `<li>` of the entry at `index`, with its content. */
const entryHtml = (html: string, index: number) => new RegExp(`<li [^>]*data-index="${index}"[^>]*>.*?</li>`).exec(html)?.[0] ?? '';

const move = (playerID: string, events: LogEvent[], extra: object = {}): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type: 'play', args: [], playerID } }, _stateID: 1, turn: 1, phase: 'main', metadata: { events }, ...extra }) as unknown as LogEntry;

const texts: LogTexts = {
  buy: {
    en: (e, c) => `${c.playerName(e.player!)} bought the ${String(e.card)}.`,
    fr: (e, c) => `${c.playerName(e.player!)} achète le ${String(e.card)}.`,
  },
  draw: {
    en: (e, c) => {
      const cards = (e.hidden?.facts.cards as string[] | undefined)?.join(', ');
      return `${c.playerName(e.player!)} drew ${String(e.count)} cards${cards ? `: ${cards}` : ''}.`;
    },
    fr: (e, c) => `${c.playerName(e.player!)} pioche ${String(e.count)} cartes.`,
  },
  broken: {
    en: () => {
      throw new Error('no such card');
    },
    fr: () => {
      throw new Error('no such card');
    },
  },
};

const log: LogEntry[] = [
  move('0', [{ kind: 'buy', rule: 'PAX-BUY-1', player: '0', card: 'Senator' }]),
  move('1', [{ kind: 'draw', rule: 'PAX-DRAW-1', player: '1', count: 2, hidden: { seats: ['1'], facts: { cards: ['Fleet 3', 'Army 4'] } } }], { by: 'bot' }),
  { action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '1' } }, _stateID: 2, turn: 1, phase: 'main' } as unknown as LogEntry,
  { action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID: '0' } }, _stateID: 3, turn: 2, phase: 'main' } as unknown as LogEntry,
  move('0', [{ kind: 'mystery-move', rule: 'PAX-PLAY-1', player: '0' }]),
  move('2', [{ kind: 'broken', rule: 'PAX-WIN-1', player: '2' }], { by: 'stand-in' }),
];

const props: LogPanelProps = { log, game: 'pax', viewer: '0', playerNames: { '0': 'Alice', '1': 'Bob' }, texts };
const panel = (overrides: Partial<LogPanelProps> = {}, language: Language = 'en') => render(<LogPanel {...props} {...overrides} />, language);

describe('the log panel', () => {
  test('is one live log region, newest entry last', () => {
    const html = panel();
    expect(html).toMatch(/<div[^>]*role="log"[^>]*aria-live="polite"/);
    expect(html.match(/role="log"/g)).toHaveLength(1);
    const order = ['Alice bought the Senator.', 'Bob drew 2 cards.', 'Alice took back a move.', 'Alice: mystery move', 'Player 3: broken'];
    const positions = order.map((sentence) => text(html).indexOf(sentence));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('each event links its rule to the rules reference', () => {
    const html = panel();
    expect(entryHtml(html, 0)).toContain('href="#/rules/pax/PAX-BUY-1"');
    expect(entryHtml(html, 1)).toContain('href="#/rules/pax/PAX-DRAW-1"');
    // A take-back cites no rule.
    expect(entryHtml(html, 3)).not.toContain('href=');
  });

  test('a turn ending on its own with no events shows nothing', () => {
    expect(entryHtml(panel(), 2)).toBe('');
  });

  test.each<[string, LogPanelProps['viewer'], boolean]>([
    ['the seat that drew', '1', true],
    ['another seat', '0', false],
    ['a spectator', null, false],
    ['a teacher seeing every seat', 'all', true],
  ])('hidden facts: %s sees them: %s', (_, viewer, sees) => {
    const html = panel({ viewer });
    expect(html.includes('Fleet 3')).toBe(sees);
    expect(html.includes('Army 4')).toBe(sees);
    expect(text(entryHtml(html, 1))).toContain('Bob drew 2 cards');
  });

  test('moves played by a bot or a stand-in are marked as such', () => {
    const html = panel();
    expect(entryHtml(html, 1)).toMatch(/class="[^"]*log-by-bot/);
    expect(text(entryHtml(html, 1))).toMatch(/^bot/);
    expect(entryHtml(html, 5)).toMatch(/class="[^"]*log-by-stand-in/);
    expect(text(entryHtml(html, 5))).toMatch(/^stand-in/);
    expect(entryHtml(html, 0)).not.toContain('log-by-');
  });

  test('an event kind without a text, or whose text fails, reads as a neutral sentence naming its rule', () => {
    const html = panel();
    expect(text(entryHtml(html, 4))).toContain('Alice: mystery move (see rule PAX-PLAY-1).');
    expect(text(entryHtml(html, 5))).toContain('Player 3: broken (see rule PAX-WIN-1).');
    // Before the texts load, every event still reads (neutrally).
    expect(text(panel({ texts: {}, game: 'no-such-game' }))).toContain('Alice: buy (see rule PAX-BUY-1).');
  });

  test('entries since the marker are marked new, with a text for screen readers', () => {
    const html = panel({ since: 3 });
    for (const index of [0, 1]) expect(entryHtml(html, index)).not.toContain('log-new');
    for (const index of [3, 4, 5]) {
      expect(entryHtml(html, index)).toMatch(/class="[^"]*log-new/);
      expect(entryHtml(html, index)).toContain('<span class="visually-hidden">new: </span>');
    }
    expect(panel()).not.toContain('log-new');
  });

  test('in French, the game’s French texts and the panel’s French words', () => {
    const html = panel({}, 'fr');
    expect(html).toContain('Journal');
    expect(text(html)).toContain('Alice achète le Senator.');
    expect(text(html)).toContain('Alice a repris un coup.');
    expect(text(html)).toContain('Alice : mystery move (voir la règle PAX-PLAY-1).');
  });

  test('names are text, never markup', () => {
    const html = panel({ playerNames: { '0': '<img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });

  test('an empty log says so', () => {
    expect(text(panel({ log: [] }))).toContain('No move yet.');
  });
});

describe('describing entries', () => {
  const options: DescribeOptions = { texts, language: 'en', viewer: '1', playerName: (seat) => `P${seat}` };

  test('each entry is described once per describer, whatever the number of renders', () => {
    let calls = 0;
    const counted: LogTexts = { buy: { en: () => `call ${++calls}`, fr: () => '' } };
    const describe = entryDescriber({ ...options, texts: counted });
    const entry = log[0];
    expect(describe(entry)?.lines[0].text).toBe('call 1');
    expect(describe(entry)?.lines[0].text).toBe('call 1');
    expect(calls).toBe(1);
  });

  test('hundreds of entries are described quickly', () => {
    const long = Array.from({ length: 2000 }, (_, i) => move(String(i % 4), [{ kind: 'buy', rule: 'PAX-BUY-1', player: String(i % 4), card: `c${i}` }]));
    const started = performance.now();
    const html = render(<LogPanel {...props} log={long} />);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(html.match(/<li /g)).toHaveLength(2000);
  });

  test('an entry from the network with odd fields does not throw', () => {
    for (const odd of [{}, { action: null }, { action: { type: 'MAKE_MOVE' } }, { metadata: { events: 'no' } }, { action: { type: 'MAKE_MOVE', payload: {} }, metadata: { events: [{}] } }]) {
      expect(() => describeEntry(odd as never, options)).not.toThrow();
    }
  });
});

describe('since you last looked: the summary', () => {
  test('counts the new entries, sums up the first three and says how many more', () => {
    const html = render(<SinceSummary {...props} since={0} onDismiss={() => {}} />);
    expect(text(html)).toContain('Since you last looked: 5 moves.');
    expect(text(html)).toContain('Alice bought the Senator.');
    expect(text(html)).toContain('Alice took back a move.');
    expect(text(html)).not.toContain('mystery');
    expect(text(html)).toContain('and 2 more.');
    expect(html).toContain('Dismiss');
  });

  test('says nothing when nothing is new', () => {
    expect(render(<SinceSummary {...props} since={log.length} onDismiss={() => {}} />)).toBe('');
  });

  test('in French', () => {
    const html = render(<SinceSummary {...props} since={4} onDismiss={() => {}} />, 'fr');
    expect(text(html)).toContain('Depuis votre dernière visite : 2 coups.');
    expect(html).toContain('Fermer');
  });
});

describe('the registry of log texts', () => {
  test('every registered game has its log texts, with a text in each language for each kind it writes', async () => {
    for (const entry of gameEntries) {
      expect(logTextsOf[entry.game.name], entry.game.name).toBeTypeOf('function');
      const loaded = await loadLogTexts(entry.game.name);
      expect(loaded, entry.game.name).toBeTypeOf('object');
      const missing = entry.logKinds.filter((kind) => typeof loaded?.[kind]?.en !== 'function' || typeof loaded?.[kind]?.fr !== 'function');
      expect(missing, `${entry.game.name}: log kinds without texts`).toEqual([]);
    }
  });

  test('a game without log texts loads as none', async () => {
    expect(await loadLogTexts('no-such-game')).toBeUndefined();
  });
});
