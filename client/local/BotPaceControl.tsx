/**
 * The bots' pace on a local match's screen: pause or resume, one move at a time while paused, and the
 * speed. Plain buttons and a labelled select, so it is reachable and named for the keyboard and readers.
 */
import { useT } from '../i18n';
import { BOT_SPEEDS, type BotPace, type BotSpeed, type PaceChange } from './bot-pace';
import { localTexts } from './local-texts';

const SPEED_KEYS = { slow: 'speedSlow', normal: 'speedNormal', fast: 'speedFast' } as const;

export function BotPaceControl({ pace, onChange }: { pace: BotPace; onChange(change: PaceChange): void }) {
  const lt = useT(localTexts);
  return (
    <div className="actions bot-pace" role="group" aria-label={lt('botsPace')} data-testid="bot-pace" data-paused={String(pace.paused)}>
      <button type="button" data-testid="bot-pause" onClick={() => onChange({ kind: pace.paused ? 'resume' : 'pause' })}>
        {lt(pace.paused ? 'resume' : 'pause')}
      </button>
      <button type="button" data-testid="bot-step" disabled={!pace.paused} onClick={() => onChange({ kind: 'step' })}>
        {lt('stepOne')}
      </button>
      <label className="field inline">
        <span>{lt('speed')}</span>
        <select data-testid="bot-speed" value={pace.speed} onChange={(event) => onChange({ kind: 'speed', speed: event.target.value as BotSpeed })}>
          {BOT_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {lt(SPEED_KEYS[speed])}
            </option>
          ))}
        </select>
      </label>
      {pace.paused && (
        <span className="hint">{lt('paused')}</span>
      )}
    </div>
  );
}
