/** The end of the game on the board: who won and by which rule, and every player's final figures. */
import { ROUND_LIMIT, VICTORY_CAPITALS, VICTORY_INFLUENCE } from '../../../games/pax-barbarorum/data/constants';
import { FACTION_INFO } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { PlayerID } from '../../../games/pax-barbarorum/rules/types';
import type { Params } from '../../i18n';
import type { EndOfGame } from './end';
import { ScrollArea } from '../../components/ScrollArea';
import type { TextKey } from './texts';

interface Props {
  end: EndOfGame;
  t(key: TextKey, params?: Params): string;
  seatName(id: PlayerID): string;
  province(p: ProvinceId): string;
}

export function EndPanel({ end, t, seatName, province }: Props) {
  const winner = end.standings.find((s) => s.player === end.winner);
  const name = seatName(end.winner);
  const why =
    end.reason === 'capitals'
      ? t('endByCapitals', { name, n: winner?.capitals.length ?? VICTORY_CAPITALS, needed: VICTORY_CAPITALS, list: (winner?.capitals ?? []).map(province).join(', ') })
      : end.reason === 'influence'
        ? t('endByInfluence', { name, influence: winner?.influence ?? VICTORY_INFLUENCE, needed: VICTORY_INFLUENCE })
        : t('endAtRoundLimit', { name, max: ROUND_LIMIT, needed: VICTORY_INFLUENCE });
  return (
    <section className="pb-panel pb-end" aria-labelledby="pb-end-title" data-testid="pb-end" data-reason={end.reason}>
      <h2 id="pb-end-title">{t('winner', { name })}</h2>
      <p className="pb-end-why">{why}</p>
      <ScrollArea label={t('finalScores')}>
        <table className="pb-table pb-end-table">
          <caption>{t('finalScores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scorePlayer')}</th>
              <th scope="col">{t('influence')}</th>
              <th scope="col">{t('capitals')}</th>
              <th scope="col">{t('stability')}</th>
              <th scope="col">{t('gold')}</th>
            </tr>
          </thead>
          <tbody>
            {end.standings.map((s, i) => (
              // One row a player, one cell under each header: the player (rank and name), then their figures.
              <tr key={s.player} className={s.player === end.winner ? 'pb-end-winner' : undefined} data-player={s.player}>
                <th scope="row">
                  {t('rankOf', { n: i + 1 })} <span className="pb-chip" style={{ background: FACTION_INFO[s.faction].color }} /> {seatName(s.player)}
                </th>
                <td>{s.influence}</td>
                <td>
                  {s.capitals.length}
                  {s.capitals.length > 0 && <span className="pb-hint"> · {s.capitals.map(province).join(', ')}</span>}
                </td>
                <td>{s.stability}</td>
                <td>{s.gold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {end.reason === 'roundLimit' && <p className="pb-hint">{t('endTieBreak')}</p>}
    </section>
  );
}
