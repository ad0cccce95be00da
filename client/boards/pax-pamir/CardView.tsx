/**
 * One card as the board shows it: a court card's suit, rank, name, region, impact icons (icons.tsx), actions,
 * ability and prize; an event's two halves; a Dominance Check. Names and words wrap between words only.
 * Its full text (card-text.ts) opens beside it on hover, on keyboard focus and on a tap, and is its
 * accessible name. On a touch screen the first tap on a card that does something opens the text, and a
 * second tap does it, so a player can read a card before buying or playing it.
 */
import { useState, type ReactNode } from 'react';
import { courtCard, eventCard, isCourtCard, isDominanceCheck, type CardId } from '../../../games/pax-pamir/data/cards';
import { FAILURE_POINTS, SUCCESS_POINTS } from '../../../games/pax-pamir/rules/dominance';
import type { PlayerID } from '../../../games/pax-pamir/rules/state';
import { useT } from '../../i18n';
import { cardLabel, cardText, impactName } from './card-text';
import { ImpactIcon, RankStars, SuitIcon } from './icons';
import { playerColor } from './colors';
import { effectTexts } from './effect-texts';
import type { Translate } from './labels';

/** A touch screen without hover: the first tap on an active card opens its text. */
const touchOnly = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;

/** The width of a card's text (board.css: 19em of 13 px), with room for its shadow. */
const TIP_WIDTH = 260;

/** Would a card's text, opened rightwards from the card's left edge, pass the board's right edge? */
function opensPastTheBoard(frame: HTMLElement): boolean {
  const board = frame.closest('.pax-pamir');
  return board !== null && frame.getBoundingClientRect().left + TIP_WIDTH > board.getBoundingClientRect().right;
}

export interface CardViewProps extends Translate {
  card: CardId;
  /** Spies on the card (court cards in play). */
  spies?: Record<PlayerID, number>;
  names?: (id: PlayerID) => string;
  /** Clickable: the label of what clicking does. */
  action?: { label: string; onClick: () => void };
  selected?: boolean;
  /** The last move touched this card (marked, with a hint for screen readers). */
  lastMove?: boolean;
  /** What the place adds to the card's text (its cost and rupees in the market). */
  extra?: readonly string[];
  /** PAMIR-DOM-1: the blocks ahead a coalition needs now (a Dominance Check's text says it). */
  margin?: number;
  children?: ReactNode;
  compact?: boolean;
}

export function CardView({ card, spies, names, action, selected, lastMove, extra = [], margin, children, compact, t, title, court }: CardViewProps) {
  const effect = useT(effectTexts);
  const [open, setOpen] = useState(false);
  // WCAG 1.4.13: Escape hides the text without moving the focus, until the card is left
  const [dismissed, setDismissed] = useState(false);
  // a card near the board's right edge opens its text leftwards, so that it stays on the board
  const [leftward, setLeftward] = useState(false);
  const className = ['pp-card', action ? 'pp-clickable' : '', selected ? 'pp-selected' : '', compact ? 'pp-compact' : '', lastMove ? 'pp-last-move' : '']
    .filter(Boolean)
    .join(' ');
  const text = cardText(card, { t, title, court, effect }, margin);
  const body = isCourtCard(card) ? (
    <CourtCardBody card={card} t={t} title={title} court={court} />
  ) : isDominanceCheck(card) ? (
    <>
      <div className="pp-card-head pp-check">{t('dominanceCheck')}</div>
      <div className="pp-card-body">
        {t('checkFace', { first: SUCCESS_POINTS[0], second: SUCCESS_POINTS[1], third: SUCCESS_POINTS[2], fail1: FAILURE_POINTS[0], fail2: FAILURE_POINTS[1] })}
      </div>
    </>
  ) : (
    <EventBody card={card} t={t} title={title} court={court} />
  );
  const spyList = spies ? Object.entries(spies).filter(([, n]) => n > 0) : [];
  const spyName = (id: PlayerID) => names?.(id) ?? t('seat', { n: Number(id) + 1 });
  const around = [...extra, ...(spyList.length > 0 ? [t('spiesList', { list: spyList.map(([id, n]) => t('spiesOf', { name: spyName(id), n })).join(', ') })] : [])];
  const label = cardLabel(text, around);
  const content = (
    <>
      {lastMove && <span className="pp-sr-only">{t('lastMove')}</span>}
      {body}
      {spyList.length > 0 && (
        <div className="pp-spies" aria-hidden="true">
          {spyList.map(([id, n]) => (
            <span key={id} className="pp-spy" style={{ background: playerColor(id) }} title={`${spyName(id)}: ${n}`}>
              {n}
            </span>
          ))}
        </div>
      )}
      {children}
    </>
  );
  const tip = (
    <div className="pp-card-tip" aria-hidden="true">
      <div className="pp-tip-name">{text.name}</div>
      {[...text.lines, ...around].map((line, i) => (
        <div key={i} className="pp-tip-line">
          {line}
        </div>
      ))}
      {action && open && <div className="pp-tip-line pp-tip-again">{t('tapAgain', { action: action.label })}</div>}
    </div>
  );
  const onClick = () => {
    if (!action) return;
    if (!open && touchOnly()) return setOpen(true);
    setOpen(false);
    action.onClick();
  };
  return (
    <div
      className={`pp-card-frame${open ? ' pp-tip-open' : ''}${dismissed ? ' pp-tip-dismissed' : ''}${leftward ? ' pp-tip-leftward' : ''}`}
      onMouseEnter={(event) => setLeftward(opensPastTheBoard(event.currentTarget))}
      onFocus={(event) => setLeftward(opensPastTheBoard(event.currentTarget))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setDismissed(true);
          setOpen(false);
        }
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => {
        setDismissed(false);
        setOpen(false);
      }}
    >
      {action ? (
        <button type="button" className={className} onClick={onClick} aria-label={`${action.label}. ${label}`}>
          {content}
        </button>
      ) : (
        <div className={className} tabIndex={0} role="group" aria-label={label}>
          {content}
        </div>
      )}
      {tip}
    </div>
  );
}

/** A court card's face: suit, rank, name, region, patriot, impact icons, actions, special ability and prize. */
function CourtCardBody({ card, t, title, court }: { card: CardId } & Translate) {
  const data = courtCard(card);
  return (
    <>
      <div className={`pp-card-head pp-suit-${data.suit}`}>
        <SuitIcon suit={data.suit} label={t(data.suit)} />
        <span className="pp-suit-name">{t(data.suit)}</span>
        <RankStars rank={data.rank} label={t('rank', { n: data.rank })} />
      </div>
      <div className="pp-card-body">
        <div className="pp-card-name">{court(card)}</div>
        <div className="pp-card-region">{t(data.region)}</div>
        {data.patriot && <div className={`pp-card-tag pp-coalition-${data.patriot}`}>{t('patriot', { coalition: t(data.patriot) })}</div>}
        {data.impact.length > 0 && (
          <div className="pp-impacts">
            {data.impact.map((icon, i) => (
              <ImpactIcon key={i} impact={icon} label={impactName(icon, t)} />
            ))}
          </div>
        )}
        <div className="pp-face-actions">
          {data.actions.length === 0 ? (
            <span className="pp-no-action">{t('noActions')}</span>
          ) : (
            data.actions.map((a) => (
              <span key={a} className="pp-chip">
                {t(a)}
              </span>
            ))
          )}
        </div>
        {data.ability && <div className="pp-ability">{t('ability', { name: title(data.ability) })}</div>}
      </div>
      {data.prize && <div className={`pp-prize pp-prize-${data.prize}`}>{t('prize', { coalition: t(data.prize) })}</div>}
    </>
  );
}

/** An event's face: what it does if discarded at cleanup, and if bought. */
function EventBody({ card, t, title }: { card: CardId } & Translate) {
  const data = eventCard(card);
  return (
    <>
      <div className="pp-card-head pp-event">{t('event')}</div>
      <div className="pp-card-body">
        <div className="pp-event-half">{t('ifDiscarded', { effect: title(data.discarded.id as 'rumor') })}</div>
        <div className="pp-event-half">{t('ifBought', { effect: title(data.purchased.id as 'rumor') })}</div>
      </div>
    </>
  );
}
