// The languages Catedra speaks (SPEC: ro, en, es), for the interface, the
// server's messages and the exports.
export const LANGUAGES = ['en', 'ro', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
