/**
 * Words as the assistant compares them: normalised (case, accents, punctuation), without
 * plural endings, and the same despite a typo; and phrases found in a question.
 */

/** Lowercase, accents off, punctuation to spaces, apostrophes dropped ("Maker's" → "makers"). */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** A word without a plural ending, so "limes" meets "lime" and "cherries" meets "cherry". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function tokens(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ').map(stem);
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many typos a word of this length may carry and still count as the same word. */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** Whether two (normalized, stemmed) words are the same word, allowing for typos. */
export function sameWord(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const allowed = allowedTypos(Math.min(a.length, b.length));
  if (allowed === 0) return false;
  // A typo at the very first letter is rare: it keeps "lime" and "time" apart.
  if (a[0] !== b[0] && !(a[1] === b[0] && a[0] === b[1])) return false;
  return editDistance(a, b, allowed) <= allowed;
}

/** A keyword of a phrase: typos allowed in long words only ("recieved"), never in short ones ("charge" ≠ "change"). */
function sameKeyword(asked: string, keyword: string): boolean {
  if (asked === keyword) return true;
  if (keyword.length < 7 || asked.length < 7) return false;
  return sameWord(asked, keyword);
}

/** Whether the question holds one of the phrases (each phrase's words in order, typos allowed in long words). */
export function hasPhrase(question: string[], phrases: string[]): boolean {
  return phrases.some((phrase) => {
    const words = tokens(phrase);
    if (words.length === 0) return false;
    for (let start = 0; start + words.length <= question.length; start += 1) {
      if (words.every((word, offset) => sameKeyword(question[start + offset] as string, word))) {
        return true;
      }
    }
    return false;
  });
}
