/** The strip above a board: players and seats, whose turn it is, the connection, the final result. */
import type { ReactNode } from 'react';
import { joinNames, seatNumber } from '../format';
import { useLanguage, useT } from '../i18n';
import { formatList } from '../i18n/list';
import { texts } from '../texts';
import { resultText } from '../result';

export interface SeatInfo {
  id: string;
  name: string;
  /** Online: whether this player's browser is connected; undefined when unknown or local. */
  connected?: boolean;
  bot?: boolean;
  /** A word after the name: who holds the seat when it is not its player ("bot"). */
  note?: string;
}

export type Connection = 'connected' | 'connecting' | 'disconnected' | 'refused';

const CONNECTION_TEXT = {
  connected: 'connected',
  connecting: 'connecting',
  disconnected: 'disconnected',
  refused: 'refusedConnection',
} as const;

interface Props {
  title: string;
  seats: SeatInfo[];
  /** The seat this screen plays (null: spectator). */
  viewer: string | null;
  /** The seats that must act; null while the state is not known yet (no turn shown). */
  acting: string[] | null;
  gameover: unknown;
  /** Set while the match waits for players: the indicator says this instead of whose turn it is. */
  waiting?: string;
  /** The players the game seats itself (client/automata.ts), named by player id. */
  automata?: Readonly<Record<string, string>>;
  connection?: Connection;
  children?: ReactNode;
}

export function MatchInfo({ title, seats, viewer, acting, gameover, waiting, automata = {}, connection, children }: Props) {
  const t = useT(texts);
  const { language } = useLanguage();
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? automata[id] ?? t('seatNumber', { n: seatNumber(id) });
  const over = gameover !== undefined;
  let turn: string | null;
  let mine = false;
  if (acting === null) {
    turn = null;
  } else if (waiting !== undefined && !over) {
    turn = waiting;
  } else if (over) {
    const result = resultText(gameover, nameOf, t);
    turn = result ? `${t('gameOver')} — ${result}` : t('gameOver');
  } else if (viewer !== null && acting.includes(viewer)) {
    turn = t('yourTurn');
    mine = true;
  } else {
    const bots = acting.filter((id) => seats.find((s) => s.id === id)?.bot);
    turn =
      bots.length > 0 && bots.length === acting.length
        ? t('botThinking', { count: bots.length, names: formatList(bots.map(nameOf), language) })
        : t('waitingFor', { names: joinNames(acting.map(nameOf), t('and')) });
  }
  return (
    <div className="match-info">
      <div className="match-info-row">
        <h1>{title}</h1>
        {turn !== null && (
          <div className={`turn-indicator${mine ? ' mine' : ''}${over ? ' over' : ''}`} data-testid="turn-indicator" aria-live="polite">
            {turn}
          </div>
        )}
        {connection && (
          <div className={`connection ${connection}`} data-testid="connection-status" data-state={connection}>
            {t(CONNECTION_TEXT[connection])}
          </div>
        )}
      </div>
      <ul className="seat-list" aria-label={t('players')}>
        {seats.map((seat) => (
          <li key={seat.id} className={`seat-chip${acting?.includes(seat.id) ? ' acting' : ''}${seat.id === viewer ? ' viewer' : ''}`}>
            {seat.connected !== undefined && (
              <span className={`dot ${seat.connected ? 'on' : 'off'}`} title={seat.connected ? t('online') : t('offline')} />
            )}
            <span className="seat-number">{seatNumber(seat.id)}</span> {seat.name}
            {seat.note && <span className="hint seat-note"> ({seat.note})</span>}
            {seat.id === viewer && <span className="hint"> ({t('you')})</span>}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
