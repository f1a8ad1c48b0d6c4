/** The plural forms the web's message layer (Intl.PluralRules) knows, as the endings of a message's keys (`records_one`, `records_other`). */
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/**
 * What is wrong with a language's plural messages, as the web's message layer reads them: a message with a count
 * is one key per plural category of the language (`Intl.PluralRules`: "one" and "other" in fa,
 * en and tr), each taking `{{count}}`. Answers `key: reason` lines, empty when all is well.
 */
export function pluralIssues(language: string, table: Readonly<Record<string, string>>): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set(
    Object.keys(table)
      .filter((key) => PLURAL_KEY.test(key))
      .map((key) => key.replace(PLURAL_KEY, '')),
  );
  const issues: string[] = [];
  for (const base of bases) {
    for (const category of categories) {
      const text = table[`${base}_${category}`];
      if (text === undefined) issues.push(`${base}_${category}: missing`);
      else if (!text.includes('{{count}}')) issues.push(`${base}_${category}: no {{count}}`);
    }
    if (base in table) issues.push(`${base}: also written without a plural ending`);
  }
  return issues;
}
