/** The SVG map: provinces coloured by owner, mountains hatched, capitals, trade centres, armies, tokens, cubes. */
import { memo } from 'react';
import { FACTION_INFO, type FactionId } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCES, PROVINCE_INFO, SEA_CROSSINGS, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { OrderKind } from '../../../games/pax-barbarorum/data/constants';
import { capitalFaction } from '../../../games/pax-barbarorum/rules/board';
import type { PaxState } from '../../../games/pax-barbarorum/rules/types';
import { cells, HEIGHT, pathOf, provinceAt, provinceCell, SITES, WIDTH } from './geometry';

export interface MapProps {
  G: PaxState;
  /** The viewer's own face-down orders (empty for others and spectators). */
  ownOrders: Partial<Record<ProvinceId, OrderKind>>;
  highlight: ReadonlySet<ProvinceId>;
  selected: ProvinceId | null;
  onPick(p: ProvinceId): void;
  name(p: ProvinceId): string;
  title: string;
  /** Provinces the last move touched (last-move.ts), and how to say so to a screen reader. */
  lastMove: ReadonlySet<ProvinceId>;
  lastMoveHint: string;
}

const ORDER_LETTER: Record<OrderKind, string> = { recruit: 'R', train: 'T', move: 'M', economy: 'E', influence: 'I', none: '–' };

const fill = (f: FactionId | undefined) => (f ? FACTION_INFO[f].color : '#e8dfc8');

function MapViewImpl({ G, ownOrders, highlight, selected, onPick, name, title, lastMove, lastMoveHint }: MapProps) {
  const all = cells();
  return (
    <svg className="pb-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
      <defs>
        <pattern id="pb-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="5" stroke="#5b3a29" strokeWidth="1.4" opacity="0.45" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="#9fc0dc" />
      {SITES.map((s, i) => (s.kind === 'wild' ? <path key={s.id} d={pathOf(all[i])} fill="#cdc3a8" stroke="#cdc3a8" /> : null))}
      {PROVINCES.map((p) => {
        const owner = G.owner[p];
        const d = pathOf(provinceCell(p));
        const touched = lastMove.has(p);
        return (
          <g key={p} className={touched ? 'pb-province pb-touched' : 'pb-province'} onClick={() => onPick(p)} data-province={p}>
            <path d={d} fill="#efe6cf" stroke="none" />
            <path d={d} fill={fill(owner)} fillOpacity={owner ? 0.45 : 0} stroke="#4a4a4a" strokeWidth={0.6} />
            {PROVINCE_INFO[p].terrain === 'mountain' && <path d={d} fill="url(#pb-hatch)" stroke="none" />}
            {highlight.has(p) && <path d={d} className="pb-highlight" />}
            {touched && <path d={d} className="pb-last-move" />}
            {selected === p && <path d={d} className="pb-selected" />}
            <title>{touched ? `${name(p)} — ${lastMoveHint}` : name(p)}</title>
          </g>
        );
      })}
      {SEA_CROSSINGS.map(([a, b]) => {
        const [x1, y1] = provinceAt(a);
        const [x2, y2] = provinceAt(b);
        return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} className="pb-sea-crossing" />;
      })}
      {PROVINCES.map((p) => (
        <Marks key={p} G={G} p={p} own={ownOrders[p]} name={name(p)} />
      ))}
    </svg>
  );
}

/** What stands in one province, drawn around its point. */
function Marks({ G, p, own, name }: { G: PaxState; p: ProvinceId; own: OrderKind | undefined; name: string }) {
  const [x, y] = provinceAt(p);
  const info = PROVINCE_INFO[p];
  const capital = capitalFaction(p);
  const armies = G.armies[p] ?? [];
  const religion = Object.entries(G.religion[p] ?? {}) as [FactionId, number][];
  const trade = Object.entries(G.trade[p] ?? {}) as [FactionId, number][];
  const tokenOwner = G.tokens[p];
  const shown = own ?? G.revealed[p];
  return (
    <g className="pb-marks" pointerEvents="none">
      <text x={x} y={y - 7} className="pb-name">
        {capital && <tspan fill={FACTION_INFO[capital].color}>★</tspan>}
        {info.tradeCentre && <tspan className="pb-purse">⊛</tspan>}
        {name}
      </text>
      {armies.map((a, i) => {
        const cx = x + (i - (armies.length - 1) / 2) * 11;
        return (
          <g key={a.f}>
            <circle cx={cx} cy={y + 1} r={4.6} fill={FACTION_INFO[a.f].color} stroke="#fff" strokeWidth={0.7} />
            <text x={cx} y={y + 3.2} className="pb-count">
              {a.s + a.a + a.c}
            </text>
          </g>
        );
      })}
      {tokenOwner !== undefined && (
        <g>
          <rect x={x + 7} y={y - 13} width={7} height={7} rx={1} className={shown ? 'pb-token pb-token-up' : 'pb-token'} />
          <text x={x + 10.5} y={y - 7.8} className="pb-token-letter">
            {shown ? ORDER_LETTER[shown] : '?'}
          </text>
        </g>
      )}
      {[...religion.map(([f, n]) => ['r', f, n] as const), ...trade.map(([f, n]) => ['t', f, n] as const)].map(([kind, f, n], i, list) => {
        const cx = x + (i - (list.length - 1) / 2) * 8;
        return (
          <g key={`${kind}${f}`}>
            {kind === 'r' ? (
              <rect x={cx - 2.6} y={y + 7} width={5.2} height={5.2} fill={FACTION_INFO[f].color} stroke="#fff" strokeWidth={0.4} />
            ) : (
              <circle cx={cx} cy={y + 9.6} r={2.8} fill="#f4d03f" stroke={FACTION_INFO[f].color} strokeWidth={1.2} />
            )}
            <text x={cx} y={y + 16.5} className="pb-small">
              {n}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export const MapView = memo(MapViewImpl);
