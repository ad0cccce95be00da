/**
 * The map of Afghanistan (geometry.ts): the six regions with their borders, who rules each region, its armies
 * (blocks in the coalitions' colours), tribes (the players' cylinders), the spies on its court cards, the roads
 * on each border and the favored suit, every piece a distinct shape with its count. It sits in the viewport the
 * player pans and zooms (client/map-view/), never shown so small that a text is under 11 screen pixels; the same
 * facts are written out for screen readers below it. A border the player may choose is a ring on its roads.
 */
import { memo, useEffect, type ReactNode } from 'react';
import { courtCard } from '../../../games/pax-pamir/data/cards';
import { BORDERS, COALITIONS, REGIONS, type Border, type Coalition, type Region } from '../../../games/pax-pamir/data/map';
import { ruler } from '../../../games/pax-pamir/rules/rule';
import { seats, type PlayerID, type ReadState } from '../../../games/pax-pamir/rules/state';
import { useT, type Params } from '../../i18n';
import { useMapView } from '../../map-view/use-map-view';
import { ZoomableMap } from '../../map-view/ZoomableMap';
import { COALITION_COLORS, COALITION_INK, playerColor, SUIT_COLORS } from './colors';
import { CASPIAN, DESERTS, FAVORED_BOX, MOUNTAINS, HEIGHT, linePath, MAP_TEXT, REGION_PLACES, regionPath, ROAD_SPOTS, WIDTH, type Point } from './geometry';
import { PIECE_PATHS, SUIT_PATHS, type PieceShape } from './icons';
import { borderName, type Translate } from './labels';
import type { Touched } from './last-move';
import { mapTexts } from './map-texts';

export interface MapViewProps extends Translate {
  G: ReadState;
  names: (id: PlayerID) => string;
  /** Borders the player may click now, with what clicking does. */
  borderTargets: Map<Border, { label: string; onClick: () => void }>;
  /** What the last move touched: its regions and borders are marked. */
  touched?: Pick<Touched, 'regions' | 'borders'>;
}

const MAP = { width: WIDTH, height: HEIGHT, textSize: MAP_TEXT };

type MapText = (key: keyof (typeof mapTexts)['en'], params?: Params) => string;

/** A piece's size, the gap between pieces in a row, a row's height, in map units. */
const PIECE = 36;
const STEP = 44;
/** A spy's figure with its count beside it takes a wider place in its row. */
const SPY_STEP = 58;
const ROAD = { width: 52, height: 26, gap: 30 };
/** Map units kept in sight around a border's ring when it is brought into view. */
const SHOW_MARGIN = 50;

/** What a region holds, in the order it is drawn: armies, then tribes, then spies. */
interface Piece {
  key: string;
  shape: PieceShape;
  color: string;
  ink: string;
  n: number;
  title: string;
}

/** The spies on the court cards of each region, by player: a spy sits on a court card, the card belongs to a region. */
function spiesByRegion(G: ReadState): Record<Region, Record<PlayerID, number>> {
  const spies = Object.fromEntries(REGIONS.map((r) => [r, {} as Record<PlayerID, number>])) as Record<Region, Record<PlayerID, number>>;
  for (const id of seats(G)) {
    for (const slot of G.players[id].court) {
      const region = courtCard(slot.card).region;
      for (const [spy, n] of Object.entries(slot.spies)) if (n > 0) spies[region][spy] = (spies[region][spy] ?? 0) + n;
    }
  }
  return spies;
}

function MapViewImpl({ G, names, borderTargets, touched, t }: MapViewProps) {
  const m = useT(mapTexts);
  const zoom = useMapView(MAP);
  // The borders to choose come into sight (on a phone the map shows only part of itself).
  const wanted = [...borderTargets.keys()].sort().join(' ');
  const { show } = zoom;
  useEffect(() => {
    if (wanted === '') return;
    const spots = wanted.split(' ').map((border) => ROAD_SPOTS[border as Border]);
    const [xs, ys] = [spots.map(([x]) => x), spots.map(([, y]) => y)];
    const [x, y] = [Math.min(...xs) - SHOW_MARGIN, Math.min(...ys) - SHOW_MARGIN];
    show({ x, y, width: Math.max(...xs) + SHOW_MARGIN - x, height: Math.max(...ys) + SHOW_MARGIN - y });
  }, [wanted, show]);
  const spies = spiesByRegion(G);
  const pieces = (region: Region): Piece[][] => {
    const armies = COALITIONS.filter((c) => G.regions[region].armies[c] > 0).map((c) => ({
      key: `army-${c}`,
      shape: 'army' as const,
      color: COALITION_COLORS[c],
      ink: COALITION_INK[c],
      n: G.regions[region].armies[c],
      title: t('armiesOf', { coalition: t(c), n: G.regions[region].armies[c] }),
    }));
    const tribes = Object.entries(G.regions[region].tribes)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => ({ key: `tribe-${id}`, shape: 'tribe' as const, color: playerColor(id), ink: '#fff', n, title: t('tribesOf', { name: names(id), n }) }));
    const spiesHere = Object.entries(spies[region]).map(([id, n]) => ({
      key: `spy-${id}`,
      shape: 'spy' as const,
      color: playerColor(id),
      ink: '#2a2118',
      n,
      title: m('spies', { name: names(id), region: t(region), n }),
    }));
    return [armies, tribes, spiesHere].filter((row) => row.length > 0);
  };
  const rulers = Object.fromEntries(REGIONS.map((region) => [region, ruler(G, region)])) as Record<Region, PlayerID | null>;
  const rulerName = (region: Region) => {
    const id = rulers[region];
    return id === null ? null : names(id);
  };
  const roads = (border: Border) => COALITIONS.filter((c) => G.roads[border][c] > 0);
  return (
    <>
      <ZoomableMap prefix="pp" zoom={zoom} labels={{ controls: m('controls'), zoomIn: m('zoomIn'), zoomOut: m('zoomOut'), reset: m('reset'), viewport: m('viewport') }}>
        <svg className="pp-map" viewBox={zoom.viewBox} preserveAspectRatio="xMidYMid meet" role="group" aria-label={t('map')}>
          <defs>
            <pattern id="pp-sea-waves" width="24" height="12" patternUnits="userSpaceOnUse">
              <path d="M0 8 Q6 3 12 8 T24 8" fill="none" stroke="#8fb3c9" strokeWidth="1.2" />
            </pattern>
          </defs>
          <rect x={-WIDTH} y={-HEIGHT} width={WIDTH * 3} height={HEIGHT * 3} fill="#cdbf9f" aria-hidden="true" />
          {REGIONS.map((region) => (
            <path key={region} className={`pp-region${touched?.regions.has(region) ? ' pp-last-move' : ''}`} d={regionPath(region)} fill={REGION_PLACES[region].fill}>
              {touched?.regions.has(region) && <title>{`${t(region)}: ${t('lastMove')}`}</title>}
            </path>
          ))}
          <path d={`M${CASPIAN.map(([x, y]) => `${x} ${y}`).join(' L')} Z`} className="pp-sea" />
          <path d={`M${CASPIAN.map(([x, y]) => `${x} ${y}`).join(' L')} Z`} fill="url(#pp-sea-waves)" pointerEvents="none" />
          <g className="pp-relief" aria-hidden="true">
            {MOUNTAINS.map(([x, y]) => (
              <g key={`${x},${y}`} transform={`translate(${x} ${y})`}>
                <path d="M-20 12 L0 -14 L20 12 Z" className="pp-mountain" />
                <path d="M-6.2 -5.9 L0 -14 L6.2 -5.9 L2 -7.5 L0 -5 L-2 -7.5 Z" className="pp-snow" />
              </g>
            ))}
            {DESERTS.map(([x, y]) => (
              <path key={`${x},${y}`} d={`M${x - 9} ${y} q9 -7 18 0`} className="pp-dune" />
            ))}
          </g>
          {BORDERS.map((border) => (
            <path key={border} d={linePath(border)} className="pp-border-line" />
          ))}
          {REGIONS.map((region) => (
            <RegionMarks key={region} region={region} name={t(region)} ruler={rulerName(region)} rulerColor={rulers[region]} nobody={t('nobodyRules')} rows={pieces(region)} />
          ))}
          {BORDERS.map((border) => {
            const [x, y] = ROAD_SPOTS[border];
            const target = borderTargets.get(border);
            const here = roads(border);
            return (
              <g key={border} className={`pp-border${touched?.borders.has(border) ? ' pp-last-move' : ''}`}>
                {touched?.borders.has(border) && (
                  <circle cx={x} cy={y} r={40} className="pp-last-move-mark" pointerEvents="none">
                    <title>{`${borderName(border, t)}: ${t('lastMove')}`}</title>
                  </circle>
                )}
                {target && (
                  <circle
                    cx={x}
                    cy={y}
                    r={32}
                    className="pp-border-target"
                    role="button"
                    tabIndex={0}
                    aria-label={target.label}
                    onClick={target.onClick}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter' && e.key !== ' ') return;
                      e.preventDefault();
                      target.onClick();
                    }}
                  >
                    <title>{target.label}</title>
                  </circle>
                )}
                {here.map((c, i) => (
                  <Road key={c} x={x} y={y + (i - (here.length - 1) / 2) * ROAD.gap} coalition={c} n={G.roads[border][c]} title={m('roads', { coalition: t(c), border: borderName(border, t), n: G.roads[border][c] })} />
                ))}
              </g>
            );
          })}
          <Favored suit={G.favored} heading={t('favored')} name={t(G.favored)} />
        </svg>
      </ZoomableMap>
      <MapInWords G={G} heading={m('inWords')} m={m} t={t} names={names} spies={spies} rulers={rulers} />
    </>
  );
}

/** A region's name, its ruler (a crown and a name in the ruler's colour) and its rows of pieces. */
function RegionMarks({ region, name, ruler, rulerColor, nobody, rows }: { region: Region; name: string; ruler: string | null; rulerColor: PlayerID | null; nobody: string; rows: Piece[][] }) {
  const { name: at, perRow } = REGION_PLACES[region];
  const [x, y] = at;
  const lines = rows.flatMap((row) => Array.from({ length: Math.ceil(row.length / perRow) }, (_, i) => row.slice(i * perRow, (i + 1) * perRow)));
  return (
    <g className="pp-region-marks" data-region={region} aria-hidden="true">
      <text x={x} y={y} className="pp-region-name">
        {name}
      </text>
      {ruler !== null && rulerColor !== null ? (
        <g className="pp-ruler-mark">
          <text x={x} y={y + 30} className="pp-ruler" fill={playerColor(rulerColor)}>
            <tspan className="pp-crown">♛</tspan> {ruler}
          </text>
        </g>
      ) : (
        <text x={x} y={y + 30} className="pp-ruler pp-nobody">
          {nobody}
        </text>
      )}
      {lines.map((line, row) =>
        line.map((piece, i) => {
          const step = piece.shape === 'spy' ? SPY_STEP : STEP;
          return <PieceMark key={piece.key} piece={piece} at={[x + (i - (line.length - 1) / 2) * step, y + 64 + row * STEP]} />;
        }),
      )}
    </g>
  );
}

/** One piece: its shape in its colour, the count inside (beside a spy, whose figure has no room for it). */
function PieceMark({ piece, at: [x, y] }: { piece: Piece; at: Point }) {
  const spy = piece.shape === 'spy';
  const size = spy ? 30 : PIECE;
  const cx = spy ? x - 11 : x;
  return (
    <g className={`pp-piece pp-piece-${piece.shape}`}>
      <title>{piece.title}</title>
      <path d={PIECE_PATHS[piece.shape]} transform={`translate(${cx - size / 2} ${y - size / 2}) scale(${size / 16})`} fill={piece.color} className="pp-piece-shape" />
      <text x={spy ? x + 6 : x} y={y + 7} className={spy ? 'pp-count pp-count-beside' : 'pp-count'} fill={piece.ink}>
        {piece.n}
      </text>
    </g>
  );
}

/** A coalition's roads on a border: a block lying down, its count inside. */
function Road({ x, y, coalition, n, title }: { x: number; y: number; coalition: Coalition; n: number; title: string }) {
  return (
    <g className="pp-piece pp-piece-road" pointerEvents="none" aria-hidden="true">
      <title>{title}</title>
      <rect x={x - ROAD.width / 2} y={y - ROAD.height / 2} width={ROAD.width} height={ROAD.height} rx={3} fill={COALITION_COLORS[coalition]} className="pp-piece-shape" />
      <text x={x} y={y + 7} className="pp-count" fill={COALITION_INK[coalition]}>
        {n}
      </text>
    </g>
  );
}

/** The favored suit's cartouche: its sign on its colour, and its name. */
function Favored({ suit, heading, name }: { suit: ReadState['favored']; heading: string; name: string }) {
  const { x, y, width, height } = FAVORED_BOX;
  return (
    <g className="pp-favored-mark" aria-hidden="true">
      <rect x={x} y={y} width={width} height={height} rx={8} className="pp-cartouche" />
      <text x={x + width / 2} y={y + 30} className="pp-cartouche-title">
        {heading}
      </text>
      <rect x={x + 16} y={y + 42} width={40} height={40} rx={6} fill={SUIT_COLORS[suit]} />
      <path d={SUIT_PATHS[suit]} transform={`translate(${x + 20} ${y + 46}) scale(2)`} fill="#fff" fillRule="evenodd" />
      <text x={x + 68} y={y + 71} className="pp-cartouche-suit" fill={SUIT_COLORS[suit]}>
        {name}
      </text>
    </g>
  );
}

interface InWordsProps extends Pick<Translate, 't'> {
  G: ReadState;
  heading: string;
  m: MapText;
  names: (id: PlayerID) => string;
  spies: Record<Region, Record<PlayerID, number>>;
  rulers: Record<Region, PlayerID | null>;
}

/** The map's facts as sentences, for screen readers (the drawing is one image to them). */
function MapInWords({ G, heading, m, t, names, spies, rulers }: InWordsProps) {
  const items: ReactNode[] = REGIONS.map((region) => {
    const id = rulers[region];
    const facts = [
      ...COALITIONS.filter((c) => G.regions[region].armies[c] > 0).map((c) => t('armiesOf', { coalition: t(c), n: G.regions[region].armies[c] })),
      ...Object.entries(G.regions[region].tribes)
        .filter(([, n]) => n > 0)
        .map(([player, n]) => t('tribesOf', { name: names(player), n })),
      ...Object.entries(spies[region]).map(([player, n]) => m('spies', { name: names(player), region: t(region), n })),
    ];
    return (
      <li key={region}>
        {m('regionFacts', { region: t(region), ruler: id === null ? t('nobodyRules') : m('ruler', { name: names(id) }) })} {facts.length === 0 ? m('nothingThere') : facts.join(', ')}.
      </li>
    );
  });
  const roads = BORDERS.flatMap((border) =>
    COALITIONS.filter((c) => G.roads[border][c] > 0).map((c) => m('roads', { coalition: t(c), border: borderName(border, t), n: G.roads[border][c] })),
  );
  return (
    <div className="pp-sr-only">
      <h4>{heading}</h4>
      <ul>
        <li>{m('favoredSuit', { suit: t(G.favored) })}.</li>
        {items}
        {roads.length > 0 && <li>{roads.join(', ')}.</li>}
      </ul>
    </div>
  );
}

export const MapView = memo(MapViewImpl);
