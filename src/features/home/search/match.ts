import { disassemble, getChoseong } from 'es-hangul';
import { squeezed } from '@/shared/lib/search-text';

/**
 * How a search matches as people type Korean: spaces and case do not count, a syllable being
 * typed matches the syllables it can become ("별ㅂ", "별비" find 별빛), and a query of initial
 * consonants only matches the text's (초성: "ㅂㅂ" finds 별빛 정류장). es-hangul splits the
 * syllables; nothing of ours knows jamo.
 */
export interface Searchable {
  /** No spaces, lower case. */
  text: string;
  /** The same, each syllable split into its letters. */
  letters: string;
  /** The Hangul syllables' initial consonants. */
  initials: string;
}

const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;

/** A title or a singer, made ready once for every keystroke's comparisons. */
export function searchable(text: string): Searchable {
  const plain = squeezed(text);
  return { text: plain, letters: disassemble(plain), initials: getChoseong(plain) };
}

export interface Query extends Searchable {
  /** Only initial consonants were typed: the initials are compared. */
  initialsOnly: boolean;
}

export function queryOf(typed: string): Query {
  const made = searchable(typed);
  return { ...made, initialsOnly: INITIALS_ONLY.test(made.text) };
}

export function matches(target: Searchable, query: Query): boolean {
  if (query.text === '') return false;
  return (
    target.text.includes(query.text) ||
    target.letters.includes(query.letters) ||
    (query.initialsOnly && target.initials.includes(query.text))
  );
}
