/**
 * A long text is shown whole: HOTT's River Crossing note (about 220 characters) wraps in a box as tall as it, at
 * 1400 and at 800 px, and a short text typed past its field's edge turns into that box with the caret kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_WAIT } from './editor-server.js';
import { editorAndBrowser, openFile } from './session.js';

const FIELD = 'hott/battlefields/river-crossing.yaml';
const session = editorAndBrowser();
const onDisk = () => readFileSync(join(session.server.root, 'content', FIELD), 'utf8');

/** The box's text fits it: nothing scrolled out of sight across or down. */
const wholeIn = (box: Locator) => box.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth);

describe('a long text field', () => {
  for (const width of [1400, 800]) {
    it(`shows a battlefield's long note whole in a ${width} px window`, async () => {
      const note = (parse(onDisk()) as { note: string }).note;
      expect(note.length).toBeGreaterThan(200);
      const { page, errors } = await openFile(session, FIELD);
      await page.setViewportSize({ width, height: 900 });
      const box = page.locator('[data-pointer="/note"] textarea');
      await box.waitFor();
      expect(await page.locator('[data-pointer="/note"] input').count()).toBe(0);
      expect(await box.inputValue()).toBe(note);
      await expect.poll(() => wholeIn(box)).toBe(true);
      // More than one line: the text wraps, it is not one long line inside a tall box.
      const [height, line] = await box.evaluate((el) => [el.clientHeight, parseFloat(getComputedStyle(el).lineHeight)]);
      expect(height).toBeGreaterThan(2 * line!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('grows as the note grows, and saves what was typed', async () => {
    const { page, errors } = await openFile(session, FIELD);
    await page.setViewportSize({ width: 1400, height: 900 });
    const box = page.locator('[data-pointer="/note"] textarea');
    const before = await box.evaluate((el) => el.clientHeight);
    await box.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Both banks are open ground, and the ford below the bridge is deep in spring.');
    await expect.poll(() => wholeIn(box)).toBe(true);
    expect(await box.evaluate((el) => el.clientHeight)).toBeGreaterThan(before);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('notice').textContent(), SERVER_WAIT).toBe('Saved.');
    expect((parse(onDisk()) as { note: string }).note).toMatch(/deep in spring\.$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('turns a one-line field typed past its edge into the box, the caret where it was, so typing goes on', async () => {
    const { page, errors } = await openFile(session, FIELD);
    await page.setViewportSize({ width: 1400, height: 900 });
    const name = page.locator('[data-pointer="/name"]');
    await name.locator('input').focus();
    await page.keyboard.press('End');
    const more = ' and the long road that winds from the stronghold down to the old stone bridge';
    await page.keyboard.type(more);
    await name.locator('textarea').waitFor();
    await page.keyboard.type(' again');
    expect(await name.locator('textarea').inputValue()).toBe(`River Crossing${more} again`);
    expect(await name.locator('textarea').evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => wholeIn(name.locator('textarea'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
