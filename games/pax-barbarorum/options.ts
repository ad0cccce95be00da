/** Match options (PAX-GOV-0): the optional government module. */
import type { SetupOption } from '../types';

export const OPTIONS: readonly SetupOption[] = [
  {
    id: 'government',
    kind: 'boolean',
    label: { en: 'Government module (Theocracy, Commercial oligarchy, Empire)', fr: 'Module gouvernement (Théocratie, Oligarchie commerciale, Empire)' },
    default: false,
  },
];
