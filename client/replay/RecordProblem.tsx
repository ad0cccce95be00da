/** Why a record file cannot be replayed, in the player's words: one text per problem code. */
import type { RecordProblem as Problem } from '../../games/match-record';
import { Notice } from '../components/Notice';
import { useT } from '../i18n';
import { replayTexts } from './replay-texts';

export type FileProblem = Problem | 'unreadable';

export function RecordProblem({ problem, detail, step }: { problem: FileProblem; detail: string; step?: number }) {
  const t = useT(replayTexts);
  return (
    <Notice kind="error" testId="record-problem">
      <span data-problem={problem}>{t(`problem-${problem}`, { detail, step: step ?? '?' })}</span>
    </Notice>
  );
}
