/** The SVG map: regions with their tribes, armies and ruler; borders with their roads. */
import { BORDERS, COALITIONS, REGIONS, type Border } from '../../../games/pax-pamir/data/map';
import { ruler } from '../../../games/pax-pamir/rules/rule';
import type { PlayerID, ReadState } from '../../../games/pax-pamir/rules/state';
import { COALITION_COLORS, COALITION_INK, playerColor } from './colors';
import { BORDER_SPOTS, points, REGION_SHAPES, VIEW_BOX } from './geometry';
import { borderName, type Translate } from './labels';
import type { Touched } from './last-move';

export interface MapViewProps extends Translate {
  G: ReadState;
  names: (id: PlayerID) => string;
  /** Borders the player may click now, with what clicking does. */
  borderTargets: Map<Border, { label: string; onClick: () => void }>;
  /** What the last move touched: its regions and borders are marked. */
  touched?: Pick<Touched, 'regions' | 'borders'>;
}

export function MapView({ G, names, borderTargets, touched, t }: MapViewProps) {
  return (
    <svg className="pp-map" viewBox={VIEW_BOX} role="img" aria-label={t('map')}>
      {REGIONS.map((region) => {
        const shape = REGION_SHAPES[region];
        const [x, y] = shape.label;
        const rulerId = ruler(G, region);
        const tribes = Object.entries(G.regions[region].tribes).filter(([, n]) => n > 0);
        const armies = COALITIONS.filter((c) => G.regions[region].armies[c] > 0);
        return (
          <g key={region} className={`pp-region${touched?.regions.has(region) ? ' pp-last-move' : ''}`}>
            <polygon points={points(shape.outline)} fill={shape.fill} stroke="#7a6642" strokeWidth={2}>
              {touched?.regions.has(region) && <title>{`${t(region)}: ${t('lastMove')}`}</title>}
            </polygon>
            <text x={x} y={y} className="pp-region-name" textAnchor="middle">
              {t(region)}
            </text>
            <text x={x} y={y + 18} className="pp-ruler" textAnchor="middle" fill={rulerId ? playerColor(rulerId) : '#6d6d6d'}>
              {rulerId ? `♛ ${names(rulerId)}` : t('nobodyRules')}
            </text>
            {tribes.map(([id, n], i) => (
              <g key={id} transform={`translate(${x - 40 + i * 30}, ${y + 40})`}>
                <title>{t('tribesOf', { name: names(id), n })}</title>
                <circle r={11} fill={playerColor(id)} stroke="#fff" strokeWidth={1.5} />
                <text className="pp-count" textAnchor="middle" dy={4}>
                  {n}
                </text>
              </g>
            ))}
            {armies.map((c, i) => (
              <g key={c} transform={`translate(${x - 40 + i * 30}, ${y + 72})`}>
                <title>{t('armiesOf', { coalition: t(c), n: G.regions[region].armies[c] })}</title>
                <rect x={-11} y={-11} width={22} height={22} fill={COALITION_COLORS[c]} stroke="#fff" strokeWidth={1.5} />
                <text className="pp-count" textAnchor="middle" dy={4} style={{ fill: COALITION_INK[c] }}>
                  {G.regions[region].armies[c]}
                </text>
              </g>
            ))}
          </g>
        );
      })}
      {BORDERS.map((border) => {
        const [x, y] = BORDER_SPOTS[border];
        const roads = COALITIONS.filter((c) => G.roads[border][c] > 0);
        const target = borderTargets.get(border);
        return (
          <g key={border} className={`pp-border${touched?.borders.has(border) ? ' pp-last-move' : ''}`}>
            {touched?.borders.has(border) && (
              <circle cx={x} cy={y} r={22} className="pp-last-move-mark" pointerEvents="none">
                <title>{`${borderName(border, t)}: ${t('lastMove')}`}</title>
              </circle>
            )}
            {target && (
              <circle
                cx={x}
                cy={y}
                r={17}
                className="pp-border-target"
                role="button"
                tabIndex={0}
                aria-label={target.label}
                onClick={target.onClick}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && target.onClick()}
              >
                <title>{target.label}</title>
              </circle>
            )}
            {roads.map((c, i) => (
              <g key={c} transform={`translate(${x - 22 + i * 22}, ${y})`} pointerEvents="none">
                <title>{t('roadsOf', { coalition: t(c), n: G.roads[border][c] })}</title>
                <rect x={-10} y={-7} width={20} height={14} rx={2} fill={COALITION_COLORS[c]} stroke="#fff" strokeWidth={1.5} />
                <text className="pp-count pp-small" textAnchor="middle" dy={4} style={{ fill: COALITION_INK[c] }}>
                  {G.roads[border][c]}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
