// A "teză" of three open questions (30 points each, 10 ex officio), as the
// staff and double-correction tests create it through the API.
export function tezaOfThreeQuestions(language?: 'ro' | 'en' | 'es') {
  return {
    title: 'Teză la matematică semestrul I',
    ...(language ? { language } : {}),
    classLabel: 'a IX-a',
    basePoints: 10,
    timeLimit: 50,
    sections: [
      {
        id: 's1',
        title: 'Subiectul I',
        context: '',
        questions: [1, 2, 3].map((n) => ({ id: `q${n}`, type: 'open', text: `Întrebarea ${n}`, points: 30, lines: 2, rules: [] })),
      },
    ],
    gradingScheme: { notes: '', criteria: [] },
  };
}
