import { describe, expect, it } from 'vitest';
import { content } from '../content.testing.js';
import { battleAsked, playBattle } from './battle-page.js';

/** Text as read, whichever way the page or the picture escaped its apostrophes. */
const words = (text: string) => text.replace(/&#39;/g, "'");

describe('playBattle', () => {
  const asked = battleAsked(content, { armies: 'sorcerous-realm,goblin-horde', seed: '4', players: 'random,random' });
  const { page } = playBattle(content, asked);
  const sections = [...page.matchAll(/<section><h2>([^<]*)<\/h2>.*?<\/section>/g)];

  it("heads each section with the moment its picture's caption names", () => {
    expect(sections.length).toBeGreaterThan(2);
    for (const [section, heading] of sections) {
      const caption = /<text data-caption="true"[^>]*>([^<]*)<\/text>/.exec(section)![1];
      expect(words(caption!)).toBe(words(heading!));
    }
    const headings = sections.map((s) => words(s[1]!));
    expect(headings[0]).toBe('Deployed, before bound 1');
    expect(headings[1]).toBe("After bound 1, the defender's");
    expect(headings[2]).toBe("After bound 2, the attacker's");
    expect(headings.at(-1)).toMatch(/^After bound \d+, the (defender|attacker)'s: (the (defender|attacker) won|a draw) \(/);
  });

  it("opens each bound's words with its roll, the bound its heading names", () => {
    sections.slice(1).forEach(([section], i) => expect(section).toMatch(new RegExp(`<ol><li>Bound ${i + 1}: the`)));
  });
});
