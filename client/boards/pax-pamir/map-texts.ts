/** The texts of the Pax Pamir map (MapView.tsx): its zoom controls and its description in words, in English and French. */
import { dictionary } from '../../i18n';

export const mapTexts = dictionary(
  {
    controls: 'Map zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Back to the starting view',
    viewport: 'Map of Afghanistan: drag to move it, use the buttons, the wheel or + and − to zoom',
    inWords: 'The map in words',
    favoredSuit: 'Favored suit: {suit}',
    ruler: '{name} rules',
    regionFacts: '{region}: {ruler}.',
    spies: 'Spies of {name} on {region} cards: {n}',
    roads: '{coalition} roads on {border}: {n}',
    nothingThere: 'no pieces',
  },
  {
    controls: 'Zoom de la carte',
    zoomIn: 'Agrandir la carte',
    zoomOut: 'Réduire la carte',
    reset: 'Revenir à la vue de départ',
    viewport: 'Carte de l’Afghanistan : faites-la glisser pour la déplacer ; les boutons, la molette ou + et − la zooment',
    inWords: 'La carte en mots',
    favoredSuit: 'Secteur favori : {suit}',
    ruler: '{name} gouverne',
    regionFacts: '{region} : {ruler}.',
    spies: 'Espions de {name} sur les cartes de {region} : {n}',
    roads: 'Routes de la coalition {coalition} sur {border} : {n}',
    nothingThere: 'aucune pièce',
  },
);
