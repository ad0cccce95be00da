/** Any province as the rules see it: owner, capital, trade centre, armies, holdings and the token on it. */
import { UNITS, type FactionId, type PlayerFaction, type Unit } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO, PROVINCES, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { capitalFaction, linkedCentres } from '../../../games/pax-barbarorum/rules/board';
import { isFullPlayer } from '../../../games/pax-barbarorum/view';
import type { BoardContext } from './board-context';
import type { TextKey } from './texts';
import { counted } from './unit-words';

/** Any province's details, from a click on the map or, without a pointer, from the list. */
export function ProvinceDetails({ c, p, onPick }: { c: BoardContext; p: ProvinceId | null; onPick(p: ProvinceId | null): void }) {
  return (
    <>
      <label className="pb-province-picker">
        {c.t('showProvince')}{' '}
        <select value={p ?? ''} onChange={(e) => onPick((e.target.value || null) as ProvinceId | null)} data-testid="pb-province-picker">
          <option value="">{c.t('choose')}</option>
          {[...PROVINCES]
            .sort((a, b) => c.province(a).localeCompare(c.province(b)))
            .map((q) => (
              <option key={q} value={q}>
                {c.province(q)}
              </option>
            ))}
        </select>
      </label>
      <ProvinceFacts c={c} p={p} />
    </>
  );
}

function ProvinceFacts({ c, p }: { c: BoardContext; p: ProvinceId | null }) {
  const { G, t, L } = c;
  if (!p) return <p className="pb-hint">{t('pickProvince')}</p>;
  const info = PROVINCE_INFO[p];
  const owner = G.owner[p];
  const cap = capitalFaction(p);
  const token = G.tokens[p];
  const tokenFaction = token !== undefined ? G.seats[token] : null;
  const ownKind = c.me !== null && token === c.me && isFullPlayer(G.players[c.me]) ? G.players[c.me].orders[p] : undefined;
  const shown = ownKind ?? G.revealed[p];
  const holdings = (h: Partial<Record<PlayerFaction, number>> | undefined) =>
    Object.entries(h ?? {})
      .map(([f, n]) => `${c.faction(f as FactionId)} ${n}`)
      .join(', ');
  return (
    <div className="pb-details">
      <strong>{c.province(p)}</strong>
      {info.terrain === 'mountain' && <> · {t('mountain')}</>}
      <div>
        {t('labelled', { label: t('owner'), value: owner ? c.faction(owner) : t('freeLand') })}
      </div>
      {cap && info.capital && <div>{t('capitalOf', { faction: c.faction(cap), city: L(info.capital) })}</div>}
      {info.tradeCentre && <div>{t('tradeCentre', { city: L(info.tradeCentre) })}</div>}
      {linkedCentres(p).length > 0 && <div>{t('linked', { list: linkedCentres(p).map(c.province).join(', ') })}</div>}
      {(G.armies[p] ?? []).length > 0 && (
        <div>
          {t('labelled', {
            label: t('armies'),
            value: (G.armies[p] ?? [])
              .map((a) => {
                const pieces = UNITS.flatMap((u) => Array<Unit>(a[u]).fill(u));
                return `${c.faction(a.f)} — ${counted(UNITS, pieces, (unit, n) => t('troop', { unit, n }), ', ')}`;
              })
              .join(' / '),
          })}
        </div>
      )}
      {G.religion[p] && (
        <div>
          {t('labelled', { label: t('religion'), value: holdings(G.religion[p]) })}
        </div>
      )}
      {G.trade[p] && (
        <div>
          {t('labelled', { label: t('trade'), value: holdings(G.trade[p]) })}
        </div>
      )}
      {tokenFaction && (
        <div>
          {t('labelled', { label: t('token', { faction: c.faction(tokenFaction) }), value: shown ? t(`order_${shown}` as TextKey) : t('faceDown') })}
        </div>
      )}
    </div>
  );
}
