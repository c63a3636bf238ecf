// The date forms a live service is documented or recorded to use (docs/api-assumptions.md, "Dates").
export const DATE_FORMS = ['iso', 'unix', 'unix-text', 'yyyymmdd', 'mysql'] as const;
export type DateForm = (typeof DATE_FORMS)[number];
