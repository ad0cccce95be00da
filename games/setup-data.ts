/** The setup data a match is created with: option id to value (a leaf the records and the registry share). */
export type SetupValue = boolean | number | string;

export type SetupData = Record<string, SetupValue>;
