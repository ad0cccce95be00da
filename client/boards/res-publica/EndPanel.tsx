/**
 * The end of the game on the board: why it ended (RP-END-2 or RP-END-4), how points are counted
 * (RP-SCORE-1, RP-SCORE-2), who won and why (RP-SCORE-3, ties shared: RP-D-TIES), and every player's line.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf } from '../../../games/log-events';
import type { ResPublicaEvent } from '../../../games/res-publica/log-kinds';
import type { Outcome } from '../../../games/res-publica/rules/end';
import type { Translate } from './labels';
import { listed } from './sentences';
import { ScrollArea } from '../../components/ScrollArea';

export type EndReason = 'final-round' | 'stalled';

/** Why the game ended, from its `game-end` event; without one, from the final round having begun. */
export function endReason(log: readonly Pick<LogEntry, 'metadata'>[] | undefined, lastTurn: number | null): EndReason {
  for (const entry of [...(log ?? [])].reverse()) {
    for (const event of eventsOf(entry) as readonly ResPublicaEvent[]) if (event.kind === 'game-end') return event.reason;
  }
  return lastTurn !== null ? 'final-round' : 'stalled';
}

/** Players from the highest total down (play order among equals), each with a rank that ties share. */
export function standings(outcome: Outcome, order: readonly string[]): { id: string; rank: number }[] {
  const sorted = [...order].sort((a, b) => outcome.scores[b].total - outcome.scores[a].total);
  return sorted.map((id) => ({ id, rank: 1 + sorted.filter((other) => outcome.scores[other].total > outcome.scores[id].total).length }));
}

/** "Alice wins with 23 points, 4 points ahead of Bob.", a shared victory, or a draw. */
export function verdict(outcome: Outcome, order: readonly string[], name: (id: string) => string, t: Translate): string {
  const total = outcome.scores[outcome.winners[0]].total;
  if (outcome.draw) return t('endDraw', { total });
  if (outcome.winners.length > 1) return t('endShared', { names: listed(outcome.winners.map(name), t), total });
  const others = order.filter((id) => id !== outcome.winners[0]);
  const second = Math.max(...others.map((id) => outcome.scores[id].total));
  const next = others.filter((id) => outcome.scores[id].total === second).map(name);
  return t('endWinner', { name: name(outcome.winners[0]), total, margin: total - second, next: listed(next, t) });
}

export function EndPanel({
  outcome,
  order,
  reason,
  name,
  t,
}: {
  outcome: Outcome;
  order: readonly string[];
  reason: EndReason;
  name(id: string): string;
  t: Translate;
}) {
  return (
    <section className="rp-panel rp-score" data-testid="rp-end">
      <h2>{t('finalScore')}</h2>
      <p className="rp-prompt rp-verdict">{verdict(outcome, order, name, t)}</p>
      <p>{t(reason === 'final-round' ? 'endFinalRound' : 'endStalled')}</p>
      <p className="rp-muted">{t('scoringRule')}</p>
      <ScrollArea label={t('finalScore')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('rank')}</th>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('total')}</th>
              <th scope="col">{t('colonies')}</th>
              <th scope="col">{t('cities')}</th>
              <th scope="col">{t('pairs')}</th>
            </tr>
          </thead>
          <tbody>
            {standings(outcome, order).map(({ id, rank }) => {
              const line = outcome.scores[id];
              return (
                <tr key={id} className={outcome.winners.includes(id) ? 'rp-winner' : undefined}>
                  <td>{rank}</td>
                  <th scope="row">{name(id)}</th>
                  <td>
                    <b>{line.total}</b>
                  </td>
                  <td>{t('colonyLine', { n: line.colonies, points: line.colonyPoints })}</td>
                  <td>{line.cities.length > 1 ? `${line.cities.join(' + ')} = ${line.cityPoints}` : line.cities.length ? line.cityPoints : t('noCity')}</td>
                  <td>{line.pairs}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
