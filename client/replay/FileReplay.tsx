/**
 * A record file from the device, stepped through in the browser: checked by `loadRecord` when opened (a
 * bad file is a message, never a board), every step computed here. The file holds the whole match, so any
 * seat's view and every hand are on offer.
 */
import { useId, useMemo, useState } from 'react';
import { type MatchRecord } from '../../games/match-record';
import { loadedGameEntry } from '../../games/catalog';
import { openRecord } from '../../games/record-play';
import type { GameEntry } from '../../games/types';
import { seatNumber } from '../format';
import { useLocalized, useT } from '../i18n';
import { texts } from '../texts';
import { PositionActions } from './PositionActions';
import type { RenderBoard } from './ReadOnlyBoard';
import { RecordProblem, type FileProblem } from './RecordProblem';
import { ReplayView } from './ReplayView';
import type { ReplayedState } from './read-only-board';
import { readRecordFile, type RecordSource } from './record-file';
import { viewFor } from '../../games/engine/view';
import { RecordReplay } from './record-replay';
import { replayTexts } from './replay-texts';
import { ViewChooser, type ViewChoice } from './ViewChooser';

type Opened = { fileName: string; record: MatchRecord; games?: GamesOfFile } | { fileName: string; problem: FileProblem; detail: string; step?: number; games?: GamesOfFile };

/** A file of many games (an arena's JSON Lines): its lines, and which one is shown. */
interface GamesOfFile {
  lines: string[];
  chosen: number;
}

/** Game `chosen` of a file of many, checked now. */
async function openedGame(fileName: string, games: GamesOfFile): Promise<Opened> {
  const load = await openRecord(games.lines[games.chosen]);
  return load.ok ? { fileName, record: load.value, games } : { fileName, ...load, games };
}

export function FileReplay({ initial, renderBoard }: { initial?: Opened; renderBoard?: RenderBoard }) {
  const t = useT(replayTexts);
  const inputId = useId();
  const [opened, setOpened] = useState<Opened | null>(initial ?? null);
  const [reading, setReading] = useState(false);

  async function open(file: RecordSource & { name: string }) {
    setReading(true);
    const load = await readRecordFile(file);
    const game = load.ok && load.lines ? await openedGame(file.name, { lines: load.lines, chosen: 0 }) : undefined;
    setReading(false);
    if (game) setOpened(game);
    else setOpened(load.ok ? { fileName: file.name, record: load.value! } : { fileName: file.name, ...load });
  }

  return (
    <section className="replay-screen replay-file" data-testid="replay-file-screen">
      <h1>{t('replayFileTitle')}</h1>
      <div className="replay-file-open">
        <label htmlFor={inputId}>{opened ? t('openAnother') : t('openFile')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept=".json,.jsonl,application/json"
          data-testid="record-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void open(file);
            event.target.value = ''; // the same file chosen again opens again
          }}
        />
        <p className="hint">{t('fileHint')}</p>
      </div>
      {reading && <p className="hint">{t('loading')}</p>}
      {!opened && !reading && <p>{t('noFile')}</p>}
      {opened && <p className="hint" data-testid="record-file-name">{t('fileName', { name: opened.fileName })}</p>}
      {opened?.games && <GameChooser games={opened.games} onChoose={(chosen) => void openedGame(opened.fileName, { ...opened.games!, chosen }).then(setOpened)} />}
      {opened && 'problem' in opened && <RecordProblem problem={opened.problem} detail={opened.detail} step={opened.step} />}
      {opened && 'record' in opened && (
        // A new file is a new replay: nothing of the previous one's steps is kept.
        <RecordViewer key={`${opened.fileName}:${opened.games?.chosen ?? ''}:${opened.record.seed}:${opened.record.moves.length}`} record={opened.record} renderBoard={renderBoard} />
      )}
    </section>
  );
}

function RecordViewer({ record, renderBoard }: { record: MatchRecord; renderBoard?: RenderBoard }) {
  const entry = loadedGameEntry(record.game) as GameEntry; // openRecord loaded its game
  const tt = useT(texts);
  const localized = useLocalized();
  const replay = useMemo(() => new RecordReplay(record), [record]);
  const [step, setStep] = useState(replay.steps);
  const [choice, setChoice] = useState<ViewChoice>({ seat: '0', reveal: true });
  const seats = Array.from({ length: record.numPlayers }, (_, seat) => ({
    id: String(seat),
    name: record.players?.[String(seat)] || tt('seatNumber', { n: seatNumber(seat) }),
  }));
  // The costly part (replaying moves) once per step; the view of it per seat is cheap.
  const at = useMemo(() => ({ state: replay.stateAt(step), log: replay.logUpTo(step) }), [replay, step]);
  const view = useMemo(() => viewFor(entry.game, at.state, at.log, choice.reveal ? 'all' : choice.seat), [entry, at, choice]);
  const shown: ReplayedState = {
    G: view.state.G,
    ctx: at.state.ctx,
    playerID: choice.seat,
    log: view.log,
    matchID: record.matchID ?? 'record',
    players: seats.map((seat) => ({ id: Number(seat.id), name: seat.name })),
    step,
  };
  return (
    <ReplayView
      entry={entry}
      step={step}
      steps={replay.steps}
      onStep={setStep}
      shown={shown}
      logViewer={choice.reveal ? 'all' : choice.seat}
      header={
        <>
          <h2>{localized(entry.title)}</h2>
          <ViewChooser seats={seats} choice={choice} onChoice={setChoice} />
        </>
      }
      actions={<PositionActions record={() => Promise.resolve(record)} step={step} seat={choice.seat} offerDownload={false} />}
      renderBoard={renderBoard}
    />
  );
}

/** Which game of a file of many to step through. */
function GameChooser({ games, onChoose }: { games: GamesOfFile; onChoose(chosen: number): void }) {
  const t = useT(replayTexts);
  const id = useId();
  return (
    <p className="replay-game-chooser">
      <label htmlFor={id}>{t('gameOfFile', { count: games.lines.length })}</label>{' '}
      <select id={id} data-testid="record-file-game" value={games.chosen} onChange={(event) => onChoose(Number(event.target.value))}>
        {games.lines.map((_, index) => (
          <option key={index} value={index}>
            {t('gameNumber', { n: index + 1 })}
          </option>
        ))}
      </select>
    </p>
  );
}
