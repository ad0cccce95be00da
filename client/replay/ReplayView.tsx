/**
 * The replay viewer shared by online matches and record files: the controls, the board of the step shown
 * (read only), the log up to that step and, for an online match, the chat up to that step.
 */
import type { ReactNode } from 'react';
import type { GameEntry } from '../../games/types';
import type { ChatLine } from '../../server/protocol';
import { Notice } from '../components/Notice';
import { seatNumber } from '../format';
import { useLocalized, useT } from '../i18n';
import type { LogViewer } from '../log/describe-entry';
import { LogPanel } from '../log/LogPanel';
import { texts } from '../texts';
import { ReadOnlyBoard, type RenderBoard } from './ReadOnlyBoard';
import { ReplayChat } from './ReplayChat';
import { ReplayControls } from './ReplayControls';
import type { ReplayedState } from './read-only-board';
import { replayTexts } from './replay-texts';
import { useStepKeys } from './use-step-keys';

export interface ReplayViewProps {
  entry: GameEntry;
  /** The step asked for (the controls' position); `shown` may still be an earlier one while it loads. */
  step: number;
  steps: number;
  onStep(step: number): void;
  shown: ReplayedState | null;
  /** Who reads the log: the seat shown, a spectator, or everything when every hand is revealed. */
  logViewer: LogViewer;
  /** The chat up to the step (online matches only). */
  chat?: readonly ChatLine[];
  /** Above the board: whose view, what kind of match. */
  header?: ReactNode;
  /** Downloads and continuing the match. */
  actions?: ReactNode;
  /** Draws the board (tests); the game's registered board otherwise. */
  renderBoard?: RenderBoard;
}

export function ReplayView({ entry, step, steps, onStep, shown, logViewer, chat, header, actions, renderBoard }: ReplayViewProps) {
  const t = useT(replayTexts);
  const tt = useT(texts);
  const localized = useLocalized();
  useStepKeys(step, steps, onStep);
  const title = localized(entry.title);
  const names = Object.fromEntries((shown?.players ?? []).map((p) => [String(p.id), p.name ?? tt('seatNumber', { n: seatNumber(p.id) })]));
  const nameOf = (seat: string) => names[seat] ?? tt('seatNumber', { n: seatNumber(seat) });
  return (
    <div className="replay-view" data-testid="replay-view" data-step={step} data-steps={steps}>
      {header}
      <ReplayControls step={step} steps={steps} onStep={onStep} />
      {actions && <div className="actions replay-actions">{actions}</div>}
      {shown === null ? (
        <Notice>{t('loadingStep')}</Notice>
      ) : (
        <div className="replay-body" aria-busy={shown.step !== step}>
          <ReadOnlyBoard gameName={entry.game.name} title={title} shown={shown} render={renderBoard} />
          <div className="replay-side">
            <LogPanel game={entry.game.name} log={shown.log} viewer={logViewer} playerNames={names} />
            {chat && <ReplayChat lines={chat} nameOf={nameOf} />}
          </div>
        </div>
      )}
    </div>
  );
}
