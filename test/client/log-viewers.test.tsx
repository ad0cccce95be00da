/**
 * The log panel, fed the whole log (as on a local screen), shows each viewer exactly what the server would
 * have sent that viewer (games/log-events.ts `logForViewer`): played out on every registered game with
 * its real log events and texts.
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LogEntry } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import { gameEntries } from '../../games';
import { playWithBots } from '../../games/headless';
import { logForViewer } from '../../games/log-events';
import { LanguageProvider, type Language } from '../../client/i18n';
import { LogPanel, type LogPanelProps } from '../../client/log/LogPanel';
import { loadLogTexts } from '../../client/log/use-log-texts';

const render = (props: LogPanelProps, language: Language) =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <LogPanel {...props} />
    </LanguageProvider>,
  );

async function playedLog(name: string): Promise<{ log: LogEntry[]; seats: string[] }> {
  const entry = gameEntries.find((e) => e.game.name === name)!;
  const numPlayers = Math.max(entry.game.minPlayers, Math.min(3, entry.game.maxPlayers));
  const bot = new RandomBot({ enumerate: entry.game.ai!.enumerate, seed: 'log-viewers' });
  const log: LogEntry[] = [];
  await playWithBots(entry.game, () => bot, {
    numPlayers,
    seed: 'log-viewers',
    maxMoves: 80,
    afterMove: (match) => log.push(...(((match.state as { deltalog?: LogEntry[] }).deltalog ?? []) as LogEntry[])),
  });
  return { log, seats: Array.from({ length: numPlayers }, (_, i) => String(i)) };
}

describe.each(gameEntries.filter((entry) => entry.game.ai?.enumerate).map((entry) => entry.game.name))('%s', (name) => {
  test('each seat and a spectator read exactly what the server would send them', async () => {
    const { log, seats } = await playedLog(name);
    const texts = await loadLogTexts(name);
    expect(log.length).toBeGreaterThan(0);
    const base = { game: name, playerNames: { '0': 'Alice', '1': 'Bob' }, texts };
    for (const language of ['en', 'fr'] as const) {
      for (const viewer of [...seats, null]) {
        const panel = render({ ...base, log, viewer }, language);
        const server = render({ ...base, log: logForViewer(log, viewer), viewer: 'all' }, language);
        expect(panel, `${name}, viewer ${viewer}, ${language}`).toBe(server);
      }
    }
  });
});

test('hidden facts reach their seats: some seat reads more than a spectator in some game', async () => {
  let differs = false;
  for (const entry of gameEntries.filter((e) => e.game.ai?.enumerate)) {
    const { log, seats } = await playedLog(entry.game.name);
    if (!log.some((e) => JSON.stringify(e.metadata ?? {}).includes('"hidden"'))) continue;
    const texts = await loadLogTexts(entry.game.name);
    const base = { log, game: entry.game.name, playerNames: {}, texts };
    const spectator = render({ ...base, viewer: null }, 'en');
    if (seats.some((seat) => render({ ...base, viewer: seat }, 'en') !== spectator)) differs = true;
  }
  expect(differs).toBe(true);
});
