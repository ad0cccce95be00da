/** Why a record file or a saved match cannot be opened, in words (one text per problem code). */
import { dictionary } from '../i18n';
import type { SavedProblem } from './saved-matches';

export const recordProblemTexts = dictionary(
  {
    'not-json': 'The file is not a record: it is not JSON ({detail}).',
    'too-large': 'The file is too large to be a record ({detail}).',
    'not-a-record': 'The file is not a match record ({detail}).',
    'unknown-version': 'The record was written by another version of the table ({detail}).',
    'unknown-game': 'The record is of a game this table does not have ({detail}).',
    'bad-player-count': 'The record has a player count its game does not allow ({detail}).',
    'bad-setup': 'The record’s options are not accepted by its game ({detail}).',
    'illegal-move': 'Move {step} of the record is not allowed at that point ({detail}).',
    unreadable: 'The match kept on this device is damaged ({detail}).',
    missing: 'This device keeps no such match.',
  } satisfies Record<SavedProblem, string>,
  {
    'not-json': 'Le fichier n’est pas un enregistrement : ce n’est pas du JSON ({detail}).',
    'too-large': 'Le fichier est trop gros pour être un enregistrement ({detail}).',
    'not-a-record': 'Le fichier n’est pas l’enregistrement d’une partie ({detail}).',
    'unknown-version': 'L’enregistrement vient d’une autre version de la table ({detail}).',
    'unknown-game': 'L’enregistrement est celui d’un jeu que la table n’a pas ({detail}).',
    'bad-player-count': 'L’enregistrement a un nombre de joueurs que son jeu n’admet pas ({detail}).',
    'bad-setup': 'Les options de l’enregistrement ne sont pas acceptées par son jeu ({detail}).',
    'illegal-move': 'Le coup {step} de l’enregistrement n’est pas permis à ce moment ({detail}).',
    unreadable: 'La partie gardée sur cet appareil est abîmée ({detail}).',
    missing: 'Cet appareil ne garde aucune partie de ce nom.',
  },
);

export interface ProblemReport {
  problem: SavedProblem;
  detail: string;
  step?: number;
}

/** The params a problem's text reads. */
export function problemParams({ detail, step }: ProblemReport): { detail: string; step: number | string } {
  return { detail, step: step ?? '?' };
}
