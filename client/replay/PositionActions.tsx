/**
 * What can be done with the position shown: download the whole record, export the record up to this step,
 * or play on from here on this device (hotseat or versus bots).
 */
import { useState } from 'react';
import type { MatchRecord } from '../../games/match-record';
import { Notice } from '../components/Notice';
import { useLanguage, useT } from '../i18n';
import { continueFrom, type ContinueMode } from './continue-locally';
import { downloadJson } from './download';
import { replayErrorText, replayTexts } from './replay-texts';
import { recordFileName, recordUpToStep } from './truncate-record';

interface Props {
  /** The record (fetched when first needed for an online match). */
  record(): Promise<MatchRecord>;
  step: number;
  /** The seat being watched: the person's seat when continuing versus bots. */
  seat: string | null;
  /** Offer the whole record too (an online match; a file is on the device already). */
  offerDownload: boolean;
}

export function PositionActions({ record, step, seat, offerDownload }: Props) {
  const t = useT(replayTexts);
  const { language } = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: (record: MatchRecord) => void) => () => {
    setProblem(null);
    record().then(action, (error: unknown) => setProblem(t('recordUnavailable', { message: replayErrorText(language, error) })));
  };
  const play = (mode: ContinueMode) =>
    run((whole) => {
      try {
        window.location.hash = continueFrom(whole, step, mode, seat);
      } catch (error) {
        setProblem(t('continueProblem', { message: (error as Error).message }));
      }
    });
  return (
    <>
      {offerDownload && (
        <button type="button" data-testid="replay-download" onClick={run((whole) => downloadJson(recordFileName(whole), whole))}>
          {t('downloadRecord')}
        </button>
      )}
      <button type="button" data-testid="replay-export" onClick={run((whole) => downloadJson(recordFileName(whole, step), recordUpToStep(whole, step)))}>
        {t('exportPosition')}
      </button>
      <button type="button" data-testid="replay-continue-hotseat" onClick={play('hotseat')}>
        {t('continueHotseat')}
      </button>
      <button type="button" data-testid="replay-continue-bots" onClick={play('local')}>
        {t('continueBots')}
      </button>
      {problem && (
        <Notice kind="error" testId="replay-action-problem">
          {problem}
        </Notice>
      )}
    </>
  );
}
