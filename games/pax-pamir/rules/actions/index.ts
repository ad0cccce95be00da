/**
 * Card actions (PAMIR-ACTION-*): tax, gift, build, move, betray and battle, taken with a court card, bonus
 * actions (PAMIR-BONUS-1), hostages (PAMIR-HOSTAGE-1) and the Blackmail ability. An action is started by one
 * move (start.ts); tax, build, move and battle then go step by step through a task, each step a choice
 * (steps.ts, step-option.ts). One module per action; this one only gathers what the rest of the game uses.
 */
export { battleSites, isBattleSite, ownForce, removable, removableTribe } from './battle';
export { BETRAY_COST, betrayTargets } from './betray';
export { blackmail, blackmailSources, blackmailTargets, isLegalBlackmail } from './blackmail';
export { BLOCK_COST, MAX_BUILD } from './build';
export { canUseCard, hostageBribe, MAX_ACTIONS } from './card';
export { giftCost, giftGivenThisTurn } from './gift';
export { actionOffers, actionTargets, cardActionChoices, eachCardAction, isLegalAction, startAction, takeAction, type TargetMemo } from './start';
export { DONE, decodeStep, encodeStep, type StepKind, type StepOf, type StepOption } from './step-option';
export { applyStep, hasStepChoice, isLegalStep, isStepTask, stepOptions, type StepTask } from './steps';
export { taxShelter } from './tax';
