/**
 * Keystroke to validated preview, timed in the page: each run sets a number input (alternating its value and the
 * next digit) and dispatches an `input` event, exactly as typing does; the clock stops when a MutationObserver sees
 * the preview show the new value. In between, the page patches the YAML, re-validates the whole game with the
 * pipeline and redraws the game's pictures. Paint is not included (it follows within the next frame).
 */
import type { Page } from 'playwright-core';

/** What to type into and what to watch. */
export interface KeystrokeSpec {
  /** CSS selector of the number input typed into. */
  input: string;
  /** CSS selector of the element the preview is drawn in (watched for changes). */
  preview: string;
  /** The text that shows the new value, `{value}` standing for it (e.g. `factor +{value} vs foot`). */
  shows: string;
  /** Where that text must be, exactly, inside the preview; without it the preview's text must contain it. */
  at?: string;
}

/** Milliseconds from each keystroke to its preview, for `runs` runs after `warmup` runs. */
export async function keystrokeTimes(page: Page, spec: KeystrokeSpec, warmup: number, runs: number): Promise<number[]> {
  return page.evaluate(
    // No named functions in here: tsx would wrap them in a helper (__name) the page does not have.
    async ({ spec, warmup, runs }) => {
      const input = document.querySelector<HTMLInputElement>(spec.input)!;
      const preview = document.querySelector(spec.preview)!;
      const start = Number(input.value);
      const out: number[] = [];
      for (let i = 0; i < warmup + runs; i++) {
        const value = String(i % 2 === 0 ? (start + 1) % 10 : start); // every run changes it
        const text = spec.shows.replace('{value}', value);
        const seen = new Promise<number>((ok) => {
          const observer = new MutationObserver(() => {
            const where = spec.at ? preview.querySelector(spec.at) : preview;
            if (spec.at ? where?.textContent === text : (where?.textContent ?? '').includes(text)) {
              observer.disconnect();
              ok(performance.now());
            }
          });
          observer.observe(preview, { childList: true, subtree: true, characterData: true });
        });
        const t0 = performance.now();
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const t1 = await seen;
        if (i >= warmup) out.push(t1 - t0);
        await new Promise((r) => setTimeout(r, 5));
      }
      return out;
    },
    { spec, warmup, runs },
  );
}

/** Median, 95th percentile and fastest of some times, rounded to 0.01 ms. */
export function summary(times: number[]): { median: number; p95: number; min: number; runs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return { median: at(0.5), p95: at(0.95), min: at(0), runs: times.length };
}
