import { describe, expect, it } from 'vitest';
import { excerpt, markMatches, searchWords } from './searchTerms';

describe('search marking', () => {
  it('takes the typed words without quotes, exclusions or OR', () => {
    expect(searchWords('"Deploy now" -staging or quokka!')).toEqual(['deploy', 'now', 'quokka']);
  });

  it('marks whole words from their first letters, stems, and parts of longer words', () => {
    const marked = (text: string, q: string) =>
      markMatches(text, searchWords(q))
        .filter((p) => p.match)
        .map((p) => p.text);
    expect(marked('Quokka deployment pipeline', 'deplo')).toEqual(['deployment']);
    expect(marked('Deployments failed twice', 'deployment')).toEqual(['Deployments']);
    expect(marked('go to the gopher', 'go')).toEqual(['go', 'gopher']);
    expect(marked('a cargo ship', 'go')).toEqual([]);
    expect(marked('<b>x</b> quokka', 'quokka')).toEqual(['quokka']);
    expect(markMatches('plain', [])).toEqual([{ text: 'plain', match: false }]);
  });

  it('keeps the text whole: the parts join back to it', () => {
    const text = 'Regex (chars) [like] these.* quokka';
    expect(
      markMatches(text, searchWords('(chars) .* quokka'))
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('cuts a long description around its first match', () => {
    const text = `${'filler '.repeat(60)}the quokka ${'more '.repeat(60)}`;
    const cut = excerpt(text, ['quokka'], 80);
    expect(cut).toContain('quokka');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(82);
  });
});
