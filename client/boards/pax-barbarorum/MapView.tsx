/**
 * The SVG map: provinces coloured by owner, mountains hatched, capitals, trade centres, armies, tokens, cubes.
 * It sits in a viewport the player zooms and pans (client/map-view/); texts are drawn at MAP_TEXT (12) map units
 * and pieces at 12 to 14, which the viewport never shows smaller than 11 screen pixels (zoom.ts, minDensity).
 */
import { memo, useEffect } from 'react';
import { FACTION_INFO, type FactionId } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCES, PROVINCE_INFO, SEA_CROSSINGS, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { OrderKind } from '../../../games/pax-barbarorum/data/constants';
import { capitalFaction } from '../../../games/pax-barbarorum/rules/board';
import type { PaxState } from '../../../games/pax-barbarorum/rules/types';
import { cells, HEIGHT, MAP_TEXT, pathOf, provinceAt, provinceCell, SITES, WIDTH } from './geometry';
import { useMapView } from '../../map-view/use-map-view';
import { ZoomableMap, type ZoomLabels } from '../../map-view/ZoomableMap';

/** The texts of the map's controls, in the viewer's language. */
export interface MapLabels extends ZoomLabels {
  title: string;
}

export interface MapProps {
  G: PaxState;
  /** The viewer's own face-down orders (empty for others and spectators). */
  ownOrders: Partial<Record<ProvinceId, OrderKind>>;
  highlight: ReadonlySet<ProvinceId>;
  selected: ProvinceId | null;
  onPick(p: ProvinceId): void;
  name(p: ProvinceId): string;
  labels: MapLabels;
  /** Provinces the last move touched (last-move.ts), and how to say so to a screen reader. */
  lastMove: ReadonlySet<ProvinceId>;
  lastMoveHint: string;
}

const ORDER_LETTER: Record<OrderKind, string> = { recruit: 'R', train: 'T', move: 'M', economy: 'E', influence: 'I', none: '–' };

const MAP_SIZE = { width: WIDTH, height: HEIGHT, textSize: MAP_TEXT };
/** Map units kept in sight around a province's point when it is brought into view. */
const SHOW_MARGIN = 30;

const fill = (f: FactionId | undefined) => (f ? FACTION_INFO[f].color : '#e8dfc8');

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on a faction's colour. */
export function inkOn(hex: string): string {
  const l = luminance(hex);
  return (1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#1b1b1b') + 0.05) ? '#fff' : '#1b1b1b');
}

function MapViewImpl({ G, ownOrders, highlight, selected, onPick, name, labels, lastMove, lastMoveHint }: MapProps) {
  const all = cells();
  const zoom = useMapView(MAP_SIZE);
  // The provinces of the decision at hand come into sight (on a phone the map shows only part of itself).
  const wanted = [...highlight].sort().join(' ');
  const { show } = zoom;
  useEffect(() => {
    if (wanted === '') return;
    const points = wanted.split(' ').map((p) => provinceAt(p as ProvinceId));
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    // Each province's point with room for its name and pieces around it.
    const [x, y] = [Math.min(...xs) - SHOW_MARGIN, Math.min(...ys) - SHOW_MARGIN];
    show({ x, y, width: Math.max(...xs) + SHOW_MARGIN - x, height: Math.max(...ys) + SHOW_MARGIN - y });
  }, [wanted, show]);
  return (
    <ZoomableMap prefix="pb" zoom={zoom} labels={labels}>
        <svg className="pb-map" viewBox={zoom.viewBox} preserveAspectRatio="xMidYMid meet" role="img" aria-label={labels.title}>
          <defs>
            <pattern id="pb-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="5" stroke="#5b3a29" strokeWidth="1.4" opacity="0.45" />
            </pattern>
          </defs>
          <rect x={-WIDTH} y={-HEIGHT} width={WIDTH * 3} height={HEIGHT * 3} fill="#9fc0dc" />
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
    </ZoomableMap>
  );
}

/** Army discs, order tokens, cubes and trade discs: 15, 14, 12 and 13 map units across. */
const ARMY_R = 7.5;
const TOKEN = 14;
const CUBE = 12;
const TRADE_R = 6.5;

/** What stands in one province, drawn around its point: its name above, armies and token, then cubes and trade. */
function Marks({ G, p, own, name }: { G: PaxState; p: ProvinceId; own: OrderKind | undefined; name: string }) {
  const [x, y] = provinceAt(p);
  const info = PROVINCE_INFO[p];
  const capital = capitalFaction(p);
  const armies = G.armies[p] ?? [];
  const religion = Object.entries(G.religion[p] ?? {}) as [FactionId, number][];
  const trade = Object.entries(G.trade[p] ?? {}) as [FactionId, number][];
  const tokenOwner = G.tokens[p];
  const shown = own ?? G.revealed[p];
  const row = armies.length + (tokenOwner !== undefined ? 1 : 0);
  const slot = (i: number, n: number, gap: number) => x + (i - (n - 1) / 2) * gap;
  const holdings = [...religion.map(([f, n]) => ['r', f, n] as const), ...trade.map(([f, n]) => ['t', f, n] as const)];
  return (
    <g className="pb-marks" pointerEvents="none">
      <text x={x} y={y - 9} className="pb-name">
        {capital && <tspan fill={FACTION_INFO[capital].color}>★</tspan>}
        {info.tradeCentre && <tspan className="pb-purse">⊛</tspan>}
        {name}
      </text>
      {armies.map((a, i) => {
        const cx = slot(i, row, 17);
        const colour = FACTION_INFO[a.f].color;
        return (
          <g key={a.f} className="pb-piece pb-army">
            <circle cx={cx} cy={y + 3} r={ARMY_R} fill={colour} stroke="#fff" strokeWidth={1} />
            <text x={cx} y={y + 7.2} className="pb-count" fill={inkOn(colour)}>
              {a.s + a.a + a.c}
            </text>
          </g>
        );
      })}
      {tokenOwner !== undefined && (
        <g className="pb-piece pb-token-piece">
          <rect x={slot(row - 1, row, 17) - TOKEN / 2} y={y + 3 - TOKEN / 2} width={TOKEN} height={TOKEN} rx={2} className={shown ? 'pb-token pb-token-up' : 'pb-token'} />
          <text x={slot(row - 1, row, 17)} y={y + 7.2} className="pb-token-letter">
            {shown ? ORDER_LETTER[shown] : '?'}
          </text>
        </g>
      )}
      {holdings.map(([kind, f, n], i) => {
        const cx = slot(i, holdings.length, 15);
        const colour = FACTION_INFO[f].color;
        return (
          <g key={`${kind}${f}`} className="pb-piece">
            {kind === 'r' ? (
              <rect x={cx - CUBE / 2} y={y + 18 - CUBE / 2} width={CUBE} height={CUBE} fill={colour} stroke="#fff" strokeWidth={0.8} />
            ) : (
              <circle cx={cx} cy={y + 18} r={TRADE_R} fill="#f4d03f" stroke={colour} strokeWidth={2} />
            )}
            <text x={cx} y={y + 22.2} className="pb-small" fill={kind === 'r' ? inkOn(colour) : '#1b1b1b'}>
              {n}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export const MapView = memo(MapViewImpl);
