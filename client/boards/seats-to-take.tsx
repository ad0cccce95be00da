/**
 * While an online match waits for players (a seat nobody has taken), every board says so instead of whose
 * turn it is, and offers no move: the shell provides the free seats (client/components/GameBoard.tsx) and a
 * board reads them here. The server refuses moves meanwhile; the board must not look as if it took them.
 */
import { createContext, useContext } from 'react';
import { correspondenceTexts } from '../correspondence-texts';
import { seatNumber } from '../format';
import { useLanguage, useT } from '../i18n';
import { formatList } from '../i18n/list';

/** The seats (player ids) nobody has taken yet; none outside the waiting room. */
export const SeatsToTakeContext = createContext<readonly string[]>([]);

export const useSeatsToTake = (): readonly string[] => useContext(SeatsToTakeContext);

/** "This match waits for someone to take seat 3." in the board's own prompt style (`className`). */
export function SeatsToTakePrompt({ seats, className }: { seats: readonly string[]; className?: string }) {
  const tc = useT(correspondenceTexts);
  const { language } = useLanguage();
  const numbers = seats.map((seat) => String(seatNumber(seat)));
  return (
    <p className={className} role="status" data-testid="board-seats-to-take">
      {tc('boardSeatsToTake', { count: seats.length, seats: formatList(numbers, language) })}
    </p>
  );
}
