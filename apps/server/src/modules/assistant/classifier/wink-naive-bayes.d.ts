// The parts of wink-naive-bayes-text-classifier (plain JavaScript, no bundled types) we use.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: Array<(input: string) => string[]>): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** `[label, log2 odds]` pairs, best first; `[['unknown', 0]]` when no token was ever seen. */
    computeOdds(input: string): Array<[string, number]>;
    predict(input: string): string;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
