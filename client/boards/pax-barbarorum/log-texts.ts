/** This game's log events as sentences (client/log/log-texts.ts), one per kind of games/<game>/log-kinds.ts. */
import type { LogTexts } from '../../log/log-texts';

export const logTexts: LogTexts = {};
