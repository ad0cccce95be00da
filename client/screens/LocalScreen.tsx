/**
 * Starting a match on this device: hotseat (every seat a person, optionally in teacher mode) or versus
 * bots (each seat a person or an honest bot: random, MCTS or ISMCTS; every seat a bot makes a match to watch). The match is kept as a record on this device
 * (client/local/) and opens at `#/saved/<id>`, where it is played and survives a reload.
 */
import { useState } from 'react';
import type { GameEntry } from '../../games/types';
import { humanSeats, resizeSeats, seatKindsOf, type SeatKind } from '../bots';
import { Notice } from '../components/Notice';
import { initialSetupChoice, isAcceptedChoice, SetupFields, type SetupChoice } from '../components/SetupFields';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { useLocalized, useT } from '../i18n';
import { localTexts } from '../local/local-texts';
import { savedMatchHash, startLocalMatch } from '../local/start-local';
import { texts } from '../texts';

type Mode = 'hotseat' | 'local';

export interface LocalConfig extends SetupChoice {
  seats: SeatKind[];
  teacher: boolean;
}

/** Keep the new match on this device and open it; says so when the device refuses to keep it. */
export function LocalScreen({ entry, mode }: { entry: GameEntry; mode: Mode }) {
  const lt = useT(localTexts);
  const [problem, setProblem] = useState<string | null>(null);
  const start = (config: LocalConfig) => {
    try {
      const id = startLocalMatch(entry, {
        numPlayers: config.numPlayers,
        setupData: config.setupData,
        mode: mode === 'local' ? 'local' : config.teacher ? 'teacher' : 'hotseat',
        seats: config.seats,
      });
      window.location.hash = savedMatchHash(id);
    } catch (error) {
      setProblem(lt('startFailed', { message: (error as Error).message }));
    }
  };
  return (
    <>
      {problem && <Notice kind="error">{problem}</Notice>}
      <LocalSetup entry={entry} mode={mode} onStart={start} />
    </>
  );
}

export function LocalSetup({ entry, mode, onStart }: { entry: GameEntry; mode: Mode; onStart(config: LocalConfig): void }) {
  const t = useT(texts);
  const lt = useT(localTexts);
  const [teacher, setTeacher] = useState(false);
  const localized = useLocalized();
  const [choice, setChoice] = useState<SetupChoice>(() => initialSetupChoice(entry));
  const kinds = seatKindsOf(entry);
  const fill: SeatKind = mode === 'hotseat' ? 'human' : kinds.includes('club') ? 'club' : 'random';
  const [seats, setSeats] = useState<SeatKind[]>(() => (mode === 'hotseat' ? [] : ['human']));
  const shownSeats = mode === 'hotseat' ? resizeSeats([], choice.numPlayers, 'human') : resizeSeats(seats, choice.numPlayers, fill);
  const watching = humanSeats(shownSeats).length === 0;
  const kindLabel = { human: t('human'), novice: lt('noviceBot'), club: lt('clubBot'), strong: lt('strongBot'), random: t('randomBot'), mcts: t('mctsBot') } as const;
  const title = localized(entry.title);

  return (
    <section className="panel local-setup" data-testid="local-setup">
      <h1>{t(mode === 'hotseat' ? 'hotseatTitle' : 'botsTitle', { game: title })}</h1>
      <p className="hint">{t(mode === 'hotseat' ? 'hotseatIntro' : 'botsIntro')}</p>
      <HowToPlay entry={entry} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isAcceptedChoice(entry, choice)) onStart({ ...choice, seats: shownSeats, teacher: mode === 'hotseat' && teacher });
        }}
      >
        <SetupFields entry={entry} value={choice} onChange={setChoice} />
        {mode === 'local' && (
          <fieldset className="seats">
            <legend>{t('players')}</legend>
            {shownSeats.map((kind, seat) => (
              <label key={seat} className="field">
                <span>{t('seatKind', { n: seat + 1 })}</span>
                <select
                  data-testid={`seat-kind-${seat}`}
                  value={kind}
                  onChange={(event) => {
                    const next = [...shownSeats];
                    next[seat] = event.target.value as SeatKind;
                    setSeats(next);
                  }}
                >
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {kindLabel[k]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}
        {mode === 'hotseat' && (
          <label className="field checkbox">
            <input type="checkbox" data-testid="teacher-mode" checked={teacher} onChange={(event) => setTeacher(event.target.checked)} />
            <span>{lt('teacherMode')}</span>
            <span className="hint">{lt('teacherModeHint')}</span>
          </label>
        )}
        {mode === 'local' && watching && <p className="hint" data-testid="watch-intro">{lt('watchIntro')}</p>}
        <button type="submit" className="primary" data-testid="start-local" disabled={!isAcceptedChoice(entry, choice)}>
          {t('start')}
        </button>
      </form>
      <p>
        <a href="#/">{t('backToLobby')}</a>
      </p>
    </section>
  );
}

