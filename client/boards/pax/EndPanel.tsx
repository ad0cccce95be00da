/**
 * The end of a game of PAX, explained: Rome's categories against every player (PAX-WIN-1 / PAX-NOC-9), who
 * holds the Primus Conspiratus when Rome wins, the points and the tie rule otherwise (PAX-WIN-2,
 * PAX-DEC-TIE, PAX-DEC-ROME-NOBODY), every player's standing and the scoring lines (PAX-SCORE-1). Everything
 * is read from the game's final result (rules/scoring.ts); the panel decides nothing.
 */
import { useId } from 'react';
import type { Category } from '../../../games/pax/data/cards';
import { ROME_WIN_CATEGORIES } from '../../../games/pax/data/setup';
import { categoriesInPlay, type FinalResult } from '../../../games/pax/rules/scoring';
import { strength } from '../../../games/pax/rules/symbols';
import type { PaxView } from '../../../games/pax/view';
import { ScrollArea } from '../../components/ScrollArea';
import type { TextKey } from './texts';

type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

interface Props {
  G: PaxView;
  result: FinalResult;
  names: (id: string) => string;
  t: Translate;
}

function RomeTable({ G, result, names, t }: Props) {
  const categories = categoriesInPlay(G.expansion);
  const players = Object.keys(result.scores);
  const holds = new Set<Category>(result.romeCategories);
  return (
    <ScrollArea label={t('romeTable')}>
      <table className="px-score px-rome-table" data-testid="pax-rome-table">
        <caption>{t('romeTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            <th scope="col">{t('rome')}</th>
            {players.map((id) => (
              <th key={id} scope="col">
                {names(id)}
              </th>
            ))}
            <th scope="col">{t('romeHolds')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category} className={holds.has(category) ? 'px-rome-holds' : undefined}>
              <th scope="row" className={`px-${category}`}>
                {t(category)}
              </th>
              <td>{result.rome[category] ?? 0}</td>
              {players.map((id) => (
                <td key={id}>{strength(G.areas[id] ?? [], category)}</td>
              ))}
              <td>{holds.has(category) ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** Why the result is what it is, in sentences. */
function Verdict({ G, result, names, t }: Props) {
  const list = (categories: readonly Category[]) => (categories.length ? categories.map((c) => t(c)).join(', ') : t('none'));
  const counts = {
    n: result.romeCategories.length,
    total: categoriesInPlay(G.expansion).length,
    list: list(result.romeCategories),
    required: ROME_WIN_CATEGORIES[G.expansion ? 'nocturnus' : 'base'],
  };
  if (result.romeWins) {
    const holder = result.winners[0];
    return (
      <div data-testid="pax-verdict">
        <p>{t('endRomeWon', counts)}</p>
        <p>
          <b>{holder === undefined ? t('endPrimusNobody') : t('endPrimusWins', { name: names(holder) })}</b>
        </p>
      </div>
    );
  }
  const points = result.winners.length > 0 ? result.scores[result.winners[0]].total : 0;
  return (
    <div data-testid="pax-verdict">
      <p>{t('endRomeLost', counts)}</p>
      <p>
        <b>
          {result.winners.length === 1
            ? t('endPointsWinner', { name: names(result.winners[0]), points })
            : t('endPointsTie', { names: result.winners.map(names).join(', '), points })}
        </b>
      </p>
    </div>
  );
}

/** Every player, best first: points, and whether they win. */
function Standings({ result, names, t }: Omit<Props, 'G'>) {
  const players = Object.keys(result.scores).sort((a, b) => {
    const won = Number(result.winners.includes(b)) - Number(result.winners.includes(a));
    return won !== 0 ? won : result.scores[b].total - result.scores[a].total;
  });
  const standing = (id: string) =>
    !result.winners.includes(id) ? t('standingLoses') : result.romeWins ? t('standingWinsWithRome') : t('standingWinner');
  return (
    <>
      <h4>{t('standings')}</h4>
      <ol className="px-standings" data-testid="pax-standings">
        {players.map((id) => (
          <li key={id} className={result.winners.includes(id) ? 'px-winner' : undefined}>
            <b>{t('standingName', { name: names(id) })}</b> {t('standingPoints', { n: result.scores[id].total })} — {standing(id)}
            {result.scores[id].primus && <> · {t('primus')}</>}
          </li>
        ))}
      </ol>
    </>
  );
}

function ScoreLines({ result, names, t }: Omit<Props, 'G'>) {
  const players = Object.keys(result.scores);
  const list = (categories: readonly Category[]) => (categories.length ? categories.map((c) => t(c)).join(', ') : t('none'));
  const lines: { key: TextKey; value: (id: string) => string }[] = [
    { key: 'linePlayed', value: (id) => `${result.scores[id].categories} → ${result.scores[id].points.categories}` },
    { key: 'lineStronger', value: (id) => `${list(result.scores[id].stronger)} → ${result.scores[id].points.stronger}` },
    { key: 'lineFleet', value: (id) => `${result.scores[id].points.fleet}` },
    { key: 'lineArmy', value: (id) => `${result.scores[id].points.army}` },
    { key: 'linePrimus', value: (id) => `${result.scores[id].points.primus}` },
    { key: 'lineMoney', value: (id) => `${result.scores[id].money} → ${result.scores[id].points.money}` },
    { key: 'lineTotal', value: (id) => `${result.scores[id].total}` },
  ];
  return (
    <ScrollArea label={t('scoring')}>
      <table className="px-score">
        <thead>
          <tr>
            <th scope="col">{t('scoring')}</th>
            {players.map((id) => (
              <th key={id} scope="col">
                {names(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.key === 'lineTotal' ? 'px-total' : undefined}>
              <th scope="row">{t(line.key)}</th>
              {players.map((id) => (
                <td key={id}>{line.value(id)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function EndPanel(props: Props) {
  const { result, t } = props;
  const title = useId();
  const list = (categories: readonly Category[]) => (categories.length ? categories.map((c) => t(c)).join(', ') : t('none'));
  return (
    <section className="px-panel px-over" data-testid="pax-end" aria-labelledby={title}>
      <h3 id={title}>{t('gameOver')}</h3>
      {result.solo ? (
        <>
          <p>{t('soloResult', { level: result.solo.level, required: result.solo.required })}</p>
          <p>{t('soloStronger', { list: list(result.solo.stronger) })}</p>
          <p>{t('soloMissing', { list: list(result.solo.missing) })}</p>
          <p>
            <b>{result.solo.won ? t('soloWon') : t('soloLost')}</b>
          </p>
          <RomeTable {...props} />
        </>
      ) : (
        <>
          <Verdict {...props} />
          <RomeTable {...props} />
          <Standings result={result} names={props.names} t={t} />
          <ScoreLines result={result} names={props.names} t={t} />
        </>
      )}
    </section>
  );
}
