/** The action phase: which of the viewer's revealed orders to resolve, and each legal way to resolve it. */
import { CARDS } from '../../../games/pax-barbarorum/data/constants';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { UNITS } from '../../../games/pax-barbarorum/data/factions';
import type { Choice } from '../../../games/pax-barbarorum/rules/actions';
import type { PlayerPrivate } from '../../../games/pax-barbarorum/rules/types';
import { argsOf, type BoardContext } from './board-context';
import { MovePicker } from './MovePicker';
import type { TextKey } from './texts';
import { counted } from './unit-words';

export function Resolve({ c, token, setToken }: { c: BoardContext; token: ProvinceId | null; setToken(p: ProvinceId | null): void }) {
  const { G, t, me, actions, moves } = c;
  const byToken = new Map<ProvinceId, Choice[]>();
  for (const [p, choice] of argsOf(actions, 'resolveOrder')) {
    byToken.set(p, [...(byToken.get(p) ?? []), choice]);
  }
  const own = G.players[me!] as PlayerPrivate;
  const current = token && byToken.has(token) ? token : null;
  return (
    <>
      <p>{t('doResolve')}</p>
      <p className="pb-hint">{t('pickToken')}</p>
      <div className="pb-buttons">
        {[...byToken.keys()].map((p) => (
          <button key={p} type="button" className={p === current ? 'primary' : undefined} onClick={() => setToken(p)}>
            {t('labelled', { label: c.province(p), value: t(`order_${own.orders[p]}` as TextKey) })}
          </button>
        ))}
      </div>
      {current && (
        <div className="pb-buttons pb-column">
          {own.orders[current] === 'move' && <MovePicker c={c} from={current} />}
          {byToken
            .get(current)!
            .filter((choice) => choice.kind !== 'move')
            .map((choice, i) => (
              <button key={i} type="button" onClick={() => moves.resolveOrder(current, choice)}>
                {describe(c, choice)}
              </button>
            ))}
        </div>
      )}
    </>
  );
}

function describe(c: BoardContext, choice: Choice): string {
  const { t } = c;
  switch (choice.kind) {
    case 'pass':
      return t('pass');
    case 'recruit':
      return t('raise', { units: counted(UNITS, choice.units, (unit, n) => t('troop', { unit, n })) });
    case 'train':
      return t('take', { cards: counted(CARDS, choice.cards, (k, n) => t('cardsOf', { n, card: t(`card_${k}` as TextKey) })) });
    case 'economy':
      return t('collect');
    case 'move':
      return t('moveTo', { province: c.province(choice.to), where: c.where(choice.to) });
    case 'influence':
      return t(`use_${choice.use}` as TextKey, { province: c.province(choice.target), where: c.where(choice.target), faction: choice.victim ? c.faction(choice.victim) : '' });
  }
}
