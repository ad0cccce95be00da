import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LogEntry } from 'boardgame.io';
import { LanguageProvider } from '../../client/i18n';
import { LogPanel } from '../../client/log/LogPanel';
import type { LogTexts } from '../../client/log/log-texts';
import { seenKey } from '../../client/log/since-last-looked';
import { SinceSummary } from '../../client/log/SinceSummary';
import { useSinceLastLooked } from '../../client/log/use-since-last-looked';

const texts: LogTexts = { income: { en: (e, c) => `${c.playerName(e.player!)} takes ${String(e.amount)} Aurei.`, fr: () => '' } };
const log = Array.from(
  { length: 5 },
  (_, i) =>
    ({
      action: { type: 'MAKE_MOVE', payload: { type: 'income', args: [], playerID: String(i % 2) } },
      metadata: { events: [{ kind: 'income', rule: 'PAX-INCOME-1', player: String(i % 2), amount: i }] },
    }) as unknown as LogEntry,
);

/** What a match screen does: the marker from this browser's storage, the summary, the panel. */
function Screen() {
  const since = useSinceLastLooked('pax', 'm1', log.length);
  const props = { log, game: 'pax', viewer: '0', playerNames: { '0': 'Alice', '1': 'Bob' }, texts };
  return (
    <>
      {!since.dismissed && <SinceSummary {...props} since={since.since} onDismiss={since.dismiss} />}
      <LogPanel {...props} since={since.since} />
    </>
  );
}

const render = () =>
  renderToStaticMarkup(
    <LanguageProvider language="en">
      <Screen />
    </LanguageProvider>,
  );

function storeWith(items: Record<string, string>) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => items[key] ?? null, setItem: (key: string, value: string) => void (items[key] = value) });
}

afterEach(() => vi.unstubAllGlobals());

describe('since you last looked, on a match screen', () => {
  test('the entries added since this browser last showed the match are marked and summed up', () => {
    storeWith({ [seenKey('pax', 'm1')]: '3' });
    const html = render();
    expect(html).toContain('Since you last looked: 2 moves.');
    expect(html).toContain('Bob takes 3 Aurei.');
    expect(html.match(/log-new/g)).toHaveLength(2);
    expect(html).toMatch(/data-index="3"[^>]*>/);
    expect(/<li class="[^"]*log-new[^"]*" data-index="(\d)"/.exec(html)?.[1]).toBe('3');
  });

  test('a first visit marks nothing and shows no summary', () => {
    storeWith({});
    const html = render();
    expect(html).not.toContain('since-summary');
    expect(html).not.toContain('log-new');
  });

  test('another match’s marker is not this one’s', () => {
    storeWith({ [seenKey('pax', 'other')]: '1' });
    expect(render()).not.toContain('log-new');
  });
});
