/**
 * Every dictionary of the client, by the file that defines it and its export's name, so a test can check
 * each message in each language (test/client/messages.test.ts also finds any dictionary missing here).
 */
import { texts as paxBarbarorumTexts } from '../boards/pax-barbarorum/texts';
import { effectTexts as paxPamirEffectTexts } from '../boards/pax-pamir/effect-texts';
import { mapTexts as paxPamirMapTexts } from '../boards/pax-pamir/map-texts';
import { eventTitles as paxPamirEventTitles, paxTexts as paxPamirTexts, wakhanTexts as paxPamirWakhanTexts } from '../boards/pax-pamir/texts';
import { categoryTexts as paxCategoryTexts } from '../boards/pax/category-texts';
import { texts as paxTexts } from '../boards/pax/texts';
import { texts as resPublicaTexts } from '../boards/res-publica/texts';
import { correspondenceTexts } from '../correspondence-texts';
import { howToPlayTexts } from '../how-to-play/how-to-play-texts';
import { lobbyErrorTexts } from '../lobby-error-texts';
import { localTexts } from '../local/local-texts';
import { recordProblemTexts } from '../local/record-problem-texts';
import { logPanelTexts } from '../log/log-panel-texts';
import { refusalTexts } from '../refusal-texts';
import { replayTexts } from '../replay/replay-texts';
import { rulesTexts } from '../rules/rules-texts';
import { texts as shellTexts } from '../texts';
import type { Dictionary } from './index';

export interface NamedDictionary {
  /** The defining file, from the repository's root. */
  file: string;
  /** The name it is exported under in that file. */
  name: string;
  dictionary: Dictionary<string>;
}

const entry = (file: string, name: string, dictionary: object): NamedDictionary => ({ file, name, dictionary: dictionary as Dictionary<string> });

export const ALL_DICTIONARIES: readonly NamedDictionary[] = [
  entry('client/texts.ts', 'texts', shellTexts),
  entry('client/correspondence-texts.ts', 'correspondenceTexts', correspondenceTexts),
  entry('client/lobby-error-texts.ts', 'lobbyErrorTexts', lobbyErrorTexts),
  entry('client/refusal-texts.ts', 'refusalTexts', refusalTexts),
  entry('client/local/local-texts.ts', 'localTexts', localTexts),
  entry('client/local/record-problem-texts.ts', 'recordProblemTexts', recordProblemTexts),
  entry('client/log/log-panel-texts.ts', 'logPanelTexts', logPanelTexts),
  entry('client/replay/replay-texts.ts', 'replayTexts', replayTexts),
  entry('client/rules/rules-texts.ts', 'rulesTexts', rulesTexts),
  entry('client/how-to-play/how-to-play-texts.ts', 'howToPlayTexts', howToPlayTexts),
  entry('client/boards/pax/texts.ts', 'texts', paxTexts),
  entry('client/boards/pax/category-texts.ts', 'categoryTexts', paxCategoryTexts),
  entry('client/boards/pax-barbarorum/texts.ts', 'texts', paxBarbarorumTexts),
  entry('client/boards/pax-pamir/texts.ts', 'paxTexts', paxPamirTexts),
  entry('client/boards/pax-pamir/texts.ts', 'eventTitles', paxPamirEventTitles),
  entry('client/boards/pax-pamir/texts.ts', 'wakhanTexts', paxPamirWakhanTexts),
  entry('client/boards/pax-pamir/effect-texts.ts', 'effectTexts', paxPamirEffectTexts),
  entry('client/boards/pax-pamir/map-texts.ts', 'mapTexts', paxPamirMapTexts),
  entry('client/boards/res-publica/texts.ts', 'texts', resPublicaTexts),
];
