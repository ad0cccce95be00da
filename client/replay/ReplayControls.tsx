/** First / back / forward / last, a slider over every step, and where we are. */
import { useId } from 'react';
import { useT } from '../i18n';
import { replayTexts } from './replay-texts';
import { clampStep, controlMoves, stepAfter, type StepControl } from './replay-steps';

// Latin-1 marks: every font has them (media symbols are missing from many).
const CONTROLS: { control: StepControl; symbol: string }[] = [
  { control: 'first', symbol: '«' },
  { control: 'back', symbol: '‹' },
  { control: 'forward', symbol: '›' },
  { control: 'last', symbol: '»' },
];

export function ReplayControls({ step, steps, onStep }: { step: number; steps: number; onStep(step: number): void }) {
  const t = useT(replayTexts);
  const sliderId = useId();
  const hintId = useId();
  return (
    <div className="replay-controls" role="group" aria-label={t('controls')} data-testid="replay-controls">
      <div className="replay-buttons">
        {CONTROLS.map(({ control, symbol }) => (
          <button
            key={control}
            type="button"
            data-testid={`replay-${control}`}
            aria-label={t(control)}
            title={t(control)}
            disabled={!controlMoves(control, step, steps)}
            onClick={() => onStep(stepAfter(control, step, steps))}
          >
            {symbol}
          </button>
        ))}
      </div>
      <label htmlFor={sliderId} className="visually-hidden">
        {t('slider')}
      </label>
      <input
        id={sliderId}
        type="range"
        className="replay-slider"
        data-testid="replay-slider"
        min={0}
        max={steps}
        step={1}
        value={step}
        aria-describedby={hintId}
        aria-valuetext={step === 0 ? t('start') : t('stepOf', { step, steps })}
        onChange={(event) => onStep(clampStep(Number(event.target.value), steps))}
      />
      <span className="replay-position" data-testid="replay-position" aria-live="polite">
        {step === 0 ? t('start') : t('stepOf', { step, steps })}
      </span>
      <span id={hintId} className="hint replay-keys">
        {t('keysHint')}
      </span>
    </div>
  );
}
