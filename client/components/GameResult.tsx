/**
 * The end of a match, said plainly above the board: a status section with its heading, the result in the
 * words of the turn indicator (client/result.ts), the final scores when the game gives them, and what to do
 * next (children: replay, rematch, new game). The board's own panel explains why the game ended.
 */
import { useId, type ReactNode } from 'react';
import { seatNumber } from '../format';
import { useT } from '../i18n';
import { finalScores, resultText } from '../result';
import { texts } from '../texts';
import { describeGameover } from '../turn';
import type { SeatInfo } from './MatchInfo';

interface Props {
  gameover: unknown;
  seats: readonly SeatInfo[];
  /** The seat this screen plays, marked in the scores (null: nobody's). */
  viewer?: string | null;
  /** The players the game seats itself (client/automata.ts), named by player id. */
  automata?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

export function GameResult({ gameover, seats, viewer = null, automata = {}, children }: Props) {
  const t = useT(texts);
  const headingId = useId();
  if (gameover === undefined) return null;
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? automata[id] ?? t('seatNumber', { n: seatNumber(id) });
  const outcome = describeGameover(gameover);
  const winners = new Set(outcome.kind === 'winners' ? outcome.seats : []);
  const result = resultText(gameover, nameOf, t);
  const scores = finalScores(gameover);
  return (
    <section className="game-result" role="status" aria-labelledby={headingId} data-testid="game-result" data-outcome={outcome.kind}>
      <h2 id={headingId}>{t('gameOver')}</h2>
      {result && (
        <p className="game-result-outcome" data-testid="game-result-outcome">
          {result}
        </p>
      )}
      {scores && (
        <table className="game-result-scores" data-testid="game-result-scores">
          <caption>{t('finalScores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scorePlayer')}</th>
              <th scope="col">{t('scorePoints')}</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((line) => (
              <tr key={line.seat} className={`${winners.has(line.seat) ? 'winner' : ''}${line.seat === viewer ? ' viewer' : ''}`.trim() || undefined}>
                <th scope="row">
                  {nameOf(line.seat)}
                  {line.seat === viewer && <span className="hint"> ({t('you')})</span>}
                  {winners.has(line.seat) && <span className="result-mark"> ({t('scoreWinner')})</span>}
                </th>
                <td>{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="hint">{t('resultExplained')}</p>
      {children && <div className="actions">{children}</div>}
    </section>
  );
}
