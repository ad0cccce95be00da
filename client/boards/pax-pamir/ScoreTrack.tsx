/**
 * The score track (who leads, by how much, the next Dominance Check's stakes and what it would give now)
 * and the end-of-game panel (every final score and why the result is what it is). Figures come from
 * score-track.ts, which asks the game's rules.
 */
import { FAILURE_POINTS, SUCCESS_POINTS } from '../../../games/pax-pamir/rules/dominance';
import type { PlayerID, ReadState } from '../../../games/pax-pamir/rules/state';
import { COALITION_COLORS, COALITION_INK, playerColor } from './colors';
import type { Translate } from './labels';
import { checksLeft, endSummary, lead, nextCheck } from './score-track';

interface Props extends Translate {
  G: ReadState;
  names: (id: PlayerID) => string;
}

/** The bars' length before anyone passes it: a first check's points show as a short way, not a full bar. */
const TRACK_LENGTH = 12;

export function ScoreTrack({ G, names, t }: Props) {
  const standing = lead(G);
  const left = checksLeft(G);
  const stakes = nextCheck(G);
  const factor = stakes.last === 'yes' ? 2 : 1;
  const [first, second, third] = SUCCESS_POINTS.map((n) => n * factor);
  const [fail1, fail2] = FAILURE_POINTS.map((n) => n * factor);
  const max = Math.max(TRACK_LENGTH, ...standing.order.map((id) => G.players[id].score));
  const scoring = standing.order.filter((id) => (stakes.points[id] ?? 0) > 0);
  return (
    <section className="pp-score-track" aria-label={t('scoreTrack')}>
      <h3>{t('scoreTrack')}</h3>
      <ol className="pp-score-rows">
        {standing.order.map((id) => {
          const score = G.players[id].score;
          return (
            <li key={id} className="pp-score-row">
              <span className="pp-score-name" style={{ color: playerColor(id) }}>
                {names(id)}
              </span>
              <span className="pp-score-bar" aria-hidden="true">
                <span style={{ width: `${(100 * score) / max}%`, background: playerColor(id) }} />
              </span>
              <span className="pp-score-points">{t('victoryPoints', { n: score })}</span>
            </li>
          );
        })}
      </ol>
      <p className="pp-score-lead">
        {standing.top.length > 1
          ? t('tiedLead', { names: standing.top.map(names).join(', '), n: G.players[standing.top[0]].score })
          : t('leads', { name: names(standing.top[0]), n: standing.by })}{' '}
        {t('winAt')}
      </p>
      <p>{t('checksLeft', { done: left.done, market: left.market, deck: left.deck })}</p>
      <h4>{t('nextCheck')}</h4>
      {stakes.last === 'yes' && <p>{t('nextIsLast')}</p>}
      {stakes.last === 'maybe' && <p>{t('nextMaybeLast')}</p>}
      <p>
        {t('stakesSuccess', { first, second, third })} {t('stakesFailure', { first: fail1, second: fail2 })}
      </p>
      <p>
        {stakes.dominant ? (
          <span className="pp-coalition-tag" style={{ background: COALITION_COLORS[stakes.dominant], color: COALITION_INK[stakes.dominant] }}>
            {t('dominantNow', { coalition: t(stakes.dominant), margin: stakes.margin })}
          </span>
        ) : (
          t('noDominantNow', { margin: stakes.margin })
        )}{' '}
        {t('ifNow')} {scoring.length === 0 ? t('nobodyScores') : scoring.map((id) => t('wouldScore', { name: names(id), n: stakes.points[id] })).join(', ')}
        {stakes.end && ' '}
        {stakes.end &&
          (stakes.end.reason === 'lead' ? t('wouldWin', { name: names(stakes.end.winners[0]) }) : t('wouldWinFinal', { names: stakes.end.winners.map(names).join(', ') }))}
      </p>
    </section>
  );
}

/** The end of the game: every player's final figures and why the winners won (PAMIR-END-1..3). */
export function EndPanel({ G, names, t }: Props) {
  const end = endSummary(G);
  if (!end) return null;
  const winners = end.winners.map(names).join(', ');
  return (
    <section className="pp-prompt pp-over" role="status" aria-label={t('finalScores')}>
      <p className="pp-over-title">{t(end.winners.length > 1 ? 'gameOverShared' : 'gameOverWin', { names: winners, reason: t(end.reason === 'lead' ? 'reasonLead' : 'reasonFinal') })}</p>
      <p>{end.reason === 'lead' ? t('endLead', { name: winners, n: end.check }) : t('endFinal')}</p>
      {end.tieBreak === 'military' && <p>{t('endTieMilitary', { name: winners })}</p>}
      {end.tieBreak === 'rupees' && <p>{t('endTieRupees', { name: winners })}</p>}
      {end.tieBreak === 'shared' && <p>{t('endTieShared')}</p>}
      <h3>{t('finalScores')}</h3>
      <ol className="pp-final-rows">
        {end.rows.map((row) => (
          <li key={row.id} className={row.winner ? 'pp-final-winner' : undefined}>
            <span style={{ color: playerColor(row.id) }}>●</span>{' '}
            {t('finalRow', { name: names(row.id), points: row.score, stars: row.military, rupees: row.rupees })}
            {row.winner && <strong> — {t('winnerMark')}</strong>}
          </li>
        ))}
      </ol>
    </section>
  );
}
