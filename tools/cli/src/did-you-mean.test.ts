import { describe, expect, it } from 'vitest';
import { closest, namedIn, withSuggestion } from './did-you-mean.js';

describe('closest', () => {
  it('finds the one known name a typo stands for: a letter added, dropped, changed, or two swapped', () => {
    const known = ['--games', '--seed', '--seats', '--players', '--json'];
    expect(closest('--game', known)).toBe('--games');
    expect(closest('--seeds', known)).toBe('--seed');
    expect(closest('--plyaers', known)).toBe('--players');
    expect(closest('--jsn', known)).toBe('--json');
  });

  it('names none when nothing is near, when two are as near, or when the typo is too short to tell', () => {
    expect(closest('--frobnicate', ['--games', '--seed'])).toBeUndefined();
    expect(closest('--seet', ['--seed', '--seat'])).toBeUndefined();
    expect(closest('--x', ['--o'])).toBeUndefined();
  });
});

describe('withSuggestion', () => {
  it("adds the near option to a game command's unknown-option message, and leaves any other message alone", () => {
    expect(withSuggestion("unknown option '--jsn'; known: --json, --out")).toBe(
      "unknown option '--jsn' (did you mean --json?); known: --json, --out",
    );
    expect(withSuggestion("unknown option '--zzz'; known: --json, --out")).toBe("unknown option '--zzz'; known: --json, --out");
    expect(withSuggestion('--going must be good or bad')).toBe('--going must be good or bad');
  });
});

describe('namedIn', () => {
  it('names the known word after the quoted typo, wherever the message quotes it', () => {
    expect(namedIn("--going must be good or bad, got 'god'", 'god', ['good', 'bad'])).toBe(
      "--going must be good or bad, got 'god' (did you mean good?)",
    );
    expect(namedIn("unknown army 'orcs'; known: hell-hounds", 'orcs', ['hell-hounds'])).toBe("unknown army 'orcs'; known: hell-hounds");
  });
});
