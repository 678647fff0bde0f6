import { describe, expect, it } from 'vitest';
import { decimal, percent, rateFigures } from './figure.js';

describe('report figures', () => {
  it('keep the number and show it with the digits asked for', () => {
    expect(decimal(2.2, 2)).toEqual({ value: 2.2, text: '2.20' });
    expect(decimal(1 / 3, 1)).toEqual({ value: 1 / 3, text: '0.3' });
    expect(percent(0.125)).toEqual({ value: 0.125, text: '12.5%' });
    expect(percent(1)).toEqual({ value: 1, text: '100.0%' });
  });

  it('round the number itself once, not a copy already rounded to 4 decimals for JSON', () => {
    // 1/2041 is 0.049%: 0.0% here, where rounding 0.0005 (its JSON figure) again gives 0.1%.
    expect(percent(1 / 2041).text).toBe('0.0%');
    expect(decimal(26249 / 25000, 1).text).toBe('1.0');
  });

  it('show a rate and both ends of its interval as percentages', () => {
    expect(rateFigures({ rate: 0.5, low: 0.4038, high: 0.5962 })).toEqual({
      rate: { value: 0.5, text: '50.0%' },
      low: { value: 0.4038, text: '40.4%' },
      high: { value: 0.5962, text: '59.6%' },
    });
  });
});
