/**
 * The board's own icons, drawn here (never the publisher's art): the four suits (crown, eye, wheat, swords),
 * the rank star, the pieces (army block, road block lying down, tribe cylinder seen from above, spy) and
 * leverage (scales). Each shape is path data in a 16 × 16 box, so the cards' icons and the map's pieces are the
 * same shapes; an icon on a card is an image with its name as text alternative (and a tooltip).
 */
import type { ReactNode } from 'react';
import type { Suit } from '../../../games/pax-pamir/data/map';
import { SUIT_COLORS } from './colors';

export type PieceShape = 'army' | 'road' | 'tribe' | 'spy';

/** Path data of each piece, in a 16 × 16 box centred on (8, 8). */
export const PIECE_PATHS: Readonly<Record<PieceShape, string>> = {
  army: 'M2.5 2.5 H13.5 V13.5 H2.5 Z',
  road: 'M0.5 5 H15.5 V11 H0.5 Z',
  tribe: 'M1.8 8 A6.2 6.2 0 1 0 14.2 8 A6.2 6.2 0 1 0 1.8 8 Z',
  // a hooded figure: the head, then the cloak
  spy: 'M8 1 A3.2 3.2 0 1 0 8 7.4 A3.2 3.2 0 1 0 8 1 Z M2.2 15.5 Q2.2 8.6 8 8.6 Q13.8 8.6 13.8 15.5 Z',
};

export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  political: 'M1.5 12 L1 4.5 L4.8 7.6 L8 2 L11.2 7.6 L15 4.5 L14.5 12 Z M1.5 13 H14.5 V15 H1.5 Z',
  intelligence: 'M0.5 8 Q8 0.5 15.5 8 Q8 15.5 0.5 8 Z M8 4.6 A3.4 3.4 0 1 0 8 11.4 A3.4 3.4 0 1 0 8 4.6 Z',
  economic:
    'M7.3 15.5 V3.5 H8.7 V15.5 Z M7.6 5.6 Q4.4 5.2 4.2 2.2 Q7.4 2.6 7.6 5.6 Z M8.4 5.6 Q11.6 5.2 11.8 2.2 Q8.6 2.6 8.4 5.6 Z ' +
    'M7.6 9 Q4.4 8.6 4.2 5.6 Q7.4 6 7.6 9 Z M8.4 9 Q11.6 8.6 11.8 5.6 Q8.6 6 8.4 9 Z M7.6 12.4 Q4.4 12 4.2 9 Q7.4 9.4 7.6 12.4 Z ' +
    'M8.4 12.4 Q11.6 12 11.8 9 Q8.6 9.4 8.4 12.4 Z M8 0.5 Q9.2 1.8 8 3.4 Q6.8 1.8 8 0.5 Z',
  military:
    'M1 1 L3.2 1 L12.6 10.4 L10.4 12.6 L1 3.2 Z M15 1 L12.8 1 L3.4 10.4 L5.6 12.6 L15 3.2 Z ' +
    'M9.2 12.2 L12.2 9.2 L13.3 10.3 L10.3 13.3 Z M6.8 12.2 L3.8 9.2 L2.7 10.3 L5.7 13.3 Z M11.6 12.8 L12.8 11.6 L15.2 14 L14 15.2 Z M4.4 12.8 L3.2 11.6 L0.8 14 L2 15.2 Z',
};

export const STAR_PATH = 'M8 0.8 L10.2 5.7 L15.4 6.2 L11.5 9.7 L12.7 14.9 L8 12.2 L3.3 14.9 L4.5 9.7 L0.6 6.2 L5.8 5.7 Z';

/** Leverage: a pair of scales. */
const LEVERAGE_PATH =
  'M7.3 2.5 H8.7 V13 H12 V15 H4 V13 H7.3 Z M1.5 3.6 H14.5 V5 H1.5 Z M0.6 9.5 H5.4 Q3 13 0.6 9.5 Z M10.6 9.5 H15.4 Q13 13 10.6 9.5 Z ' +
  'M2.6 5 H3.4 L5.2 9.5 H4.4 Z M2.6 5 H3.4 L1.6 9.5 H0.8 Z M12.6 5 H13.4 L15.2 9.5 H14.4 Z M12.6 5 H13.4 L11.6 9.5 H10.8 Z';

interface IconProps {
  /** The icon's text alternative and tooltip. */
  label: string;
  className?: string;
}

/** A 16 × 16 icon, one em high, with its name for screen readers and a tooltip. */
function Icon({ label, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={`pp-icon${className ? ` ${className}` : ''}`} viewBox="0 0 16 16" width="1em" height="1em" role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      {children}
    </svg>
  );
}

export const SuitIcon = ({ suit, label, className }: IconProps & { suit: Suit }) => (
  <Icon label={label} className={className}>
    <path d={SUIT_PATHS[suit]} fill="currentColor" fillRule="evenodd" />
  </Icon>
);

/** The rank as stars: one image named "Rank 2" holding its stars. */
export const RankStars = ({ rank, label }: { rank: number; label: string }) => (
  <svg className="pp-icon pp-stars" viewBox={`0 0 ${16 * rank} 16`} width={`${rank}em`} height="1em" role="img" aria-label={label} focusable="false">
    <title>{label}</title>
    {Array.from({ length: rank }, (_, i) => (
      <path key={i} d={STAR_PATH} transform={`translate(${16 * i} 0)`} fill="currentColor" />
    ))}
  </svg>
);

/** An impact icon: a piece, leverage, or a change of the favored suit (the suit's sign on its colour). */
export function ImpactIcon({ impact, label }: { impact: string; label: string }) {
  if (impact in PIECE_PATHS) {
    return (
      <Icon label={label} className={`pp-impact pp-impact-${impact}`}>
        <path d={PIECE_PATHS[impact as PieceShape]} fill="currentColor" fillRule="evenodd" />
      </Icon>
    );
  }
  if (impact === 'leverage') {
    return (
      <Icon label={label} className="pp-impact pp-impact-leverage">
        <path d={LEVERAGE_PATH} fill="currentColor" />
      </Icon>
    );
  }
  return (
    <Icon label={label} className="pp-impact pp-impact-suit">
      <rect x="0" y="0" width="16" height="16" rx="3" fill={SUIT_COLORS[impact as Suit]} />
      <path d={SUIT_PATHS[impact as Suit]} transform="translate(2.4 2.4) scale(0.7)" fill="#fff" fillRule="evenodd" />
    </Icon>
  );
}
