/** The rulebook positions a match can start from, by id (rules/scenarios.ts builds them). */
export const SCENARIO_IDS = ['battle-of-carthage', 'mercenary-war', 'spy-and-sabotage'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export const isScenarioId = (x: unknown): x is ScenarioId => SCENARIO_IDS.includes(x as ScenarioId);

/** Every scenario is a two-player position. */
export const SCENARIO_PLAYERS = 2;
