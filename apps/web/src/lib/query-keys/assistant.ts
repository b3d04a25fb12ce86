/** The assistant's one cached read: the category suggestion for a text (a POST, keyed by text). */
export const assistantKeys = {
  suggestion: (text: string) => ['/api/ai/suggest-category', text] as const,
};
