/** The words of the rules reference, in every language. */
import { dictionary } from '../i18n';

export const rulesTexts = dictionary(
  {
    rulesOf: 'Rules of {game}',
    contents: 'Contents',
    back: 'Back',
    backToLobby: 'Back to the lobby',
    loading: 'Loading the rules…',
    noRules: 'There are no rules for this game.',
    loadFailed: 'The rules could not be loaded: {message}',
    notTranslated: 'These rules are not translated into French yet: here they are in English.',
    unknownRule: 'Rule {rule} is not in these rules.',
    ruleAnchor: 'Link to rule {rule}',
    rulesLink: 'Rules of the game',
    table: 'Table: {columns}',
  },
  {
    rulesOf: 'Règles de {game}',
    contents: 'Sommaire',
    back: 'Retour',
    backToLobby: 'Retour au salon',
    loading: 'Chargement des règles…',
    noRules: 'Ce jeu n’a pas de règles.',
    loadFailed: 'Les règles n’ont pas pu être chargées : {message}',
    notTranslated: 'Ces règles ne sont pas encore traduites en français : les voici en anglais.',
    unknownRule: 'La règle {rule} n’est pas dans ces règles.',
    ruleAnchor: 'Lien vers la règle {rule}',
    rulesLink: 'Règles du jeu',
    table: 'Tableau : {columns}',
  },
);
