import ipipEnglish from '@alheimsins/b5-johnson-120-ipip-neo-pi-r/data/en/questions.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, BIG_FIVE_ITEMS, BIG_FIVE_REVERSED_POSITIONS } from './index';

interface IpipItem {
  readonly id: string;
  readonly text: string;
  readonly keyed: 'plus' | 'minus';
  readonly domain: 'N' | 'E' | 'O' | 'A' | 'C';
  readonly facet: number;
}

const ipip = ipipEnglish as readonly IpipItem[];
const letter = { extraversion: 'E', agreeableness: 'A', conscientiousness: 'C', negativeEmotionality: 'N', openMindedness: 'O' } as const;

describe('the 30 items', () => {
  it('follow the layout: domain (i − 1) mod 5, the specification\u2019s reversed list, three and three per domain', () => {
    expect(BIG_FIVE_ITEMS.map((item) => item.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(BIG_FIVE_REVERSED_POSITIONS).toEqual([1, 3, 7, 8, 10, 14, 17, 19, 20, 21, 24, 26, 27, 28, 30]);
    for (const item of BIG_FIVE_ITEMS) {
      expect(item.domain).toBe(BIG_FIVE_DOMAINS[(item.position - 1) % 5]);
      expect(item.reversed).toBe(BIG_FIVE_REVERSED_POSITIONS.includes(item.position));
    }
    for (const domain of BIG_FIVE_DOMAINS) {
      const items = BIG_FIVE_ITEMS.filter((item) => item.domain === domain);
      expect(items.filter((item) => item.reversed)).toHaveLength(3);
      expect(items.filter((item) => !item.reversed)).toHaveLength(3);
    }
  });

  it('are IPIP-NEO-120 items word for word, keyed minus exactly where the layout reverses', () => {
    for (const item of BIG_FIVE_ITEMS) {
      const source = ipip.find((candidate) => candidate.id === item.ipipId);
      expect(source, `position ${item.position}`).toBeDefined();
      expect(source?.text).toBe(item.text.en);
      expect(source?.domain).toBe(letter[item.domain]);
      expect(source?.facet).toBe(item.facet);
      expect(source?.keyed).toBe(item.reversed ? 'minus' : 'plus');
    }
    expect(new Set(BIG_FIVE_ITEMS.map((item) => item.ipipId)).size).toBe(30);
  });

  it('have Russian wording for every statement, no two alike', () => {
    for (const item of BIG_FIVE_ITEMS) {
      expect(item.text.ru.trim().length).toBeGreaterThan(5);
      expect(item.text.ru).toMatch(/[а-яё]/i);
    }
    expect(new Set(BIG_FIVE_ITEMS.map((item) => item.text.ru)).size).toBe(30);
  });
});
