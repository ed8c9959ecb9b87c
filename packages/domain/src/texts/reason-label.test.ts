import { describe, expect, it } from 'vitest';
import { narrate } from './narrate';
import { REASON_KINDS, REASON_SUBJECTS } from './phrases';
import { reasonLabel } from './reason-label';

describe('reason labels', () => {
  it('names every reason code in both languages, each label distinct within a language', () => {
    for (const locale of ['ru', 'en'] as const) {
      const labels = REASON_SUBJECTS.flatMap((subject) => REASON_KINDS.map((kind) => reasonLabel({ subject, kind }, locale)));
      expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('uses the words of the narrative, so the list and the text never disagree', () => {
    const reason = { subject: 'conscientiousness', kind: 'gap', points: -4, who: 'both' } as const;
    const score = { score: 40, precision: 1, reasons: [reason] };
    const text = narrate(
      {
        kind: 'pair',
        people: [
          { name: 'Анна', detailsHidden: false },
          { name: 'Борис', detailsHidden: false },
        ],
        relation: 'WORK',
        work: score,
        leadFirst: score,
        leadSecond: score,
        love: null,
      },
      'ru',
    );
    const label = reasonLabel(reason, 'ru');
    expect(label).toBe('Разница в уровне добросовестности');
    expect(text.paragraphs.join(' ')).toContain(label);
    expect(reasonLabel(reason, 'en')).toBe('The difference in conscientiousness');
  });

  it('answers null for a subject or kind it does not know, rather than a code', () => {
    expect(reasonLabel({ subject: 'humour', kind: 'high' }, 'ru')).toBeNull();
    expect(reasonLabel({ subject: 'agreeableness', kind: 'sideways' }, 'en')).toBeNull();
  });
});
