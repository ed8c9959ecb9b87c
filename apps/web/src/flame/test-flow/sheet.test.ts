import { describe, expect, it } from 'vitest';
import { answeredCount, choose, completeAnswers, emptySheet, goBack, goForward, isSheet, STATEMENT_COUNT, type Answer, type Sheet } from './sheet';

function answeredUpTo(count: number, answer: Answer = 3): Sheet {
  let sheet = emptySheet();
  for (let i = 0; i < count; i++) {
    sheet = choose(sheet, answer);
    sheet = goForward(sheet);
  }
  return sheet;
}

describe('a person’s answer sheet', () => {
  it('starts empty on the first statement', () => {
    const sheet = emptySheet();
    expect(sheet.answers).toHaveLength(STATEMENT_COUNT);
    expect(answeredCount(sheet)).toBe(0);
    expect(sheet.index).toBe(0);
  });

  it('does not move past a statement without an answer', () => {
    expect(goForward(emptySheet()).index).toBe(0);
    const answered = choose(emptySheet(), 4);
    expect(goForward(answered).index).toBe(1);
    expect(goForward(goForward(answered)).index).toBe(1);
  });

  it('goes back and changes an answer, keeping the others', () => {
    const sheet = answeredUpTo(3);
    const back = choose(goBack(goBack(sheet)), 1);
    expect(back.index).toBe(1);
    expect(back.answers.slice(0, 3)).toEqual([3, 1, 3]);
    expect(goBack(emptySheet()).index).toBe(0);
  });

  it('gives the 30 answers only once all are in', () => {
    expect(completeAnswers(answeredUpTo(29))).toBeNull();
    const done = choose(answeredUpTo(29), 5);
    expect(done.index).toBe(29);
    expect(completeAnswers(done)).toEqual([...Array.from({ length: 29 }, () => 3), 5]);
    expect(goForward(done).index).toBe(29);
  });

  it('accepts a stored sheet only in a shape the test can resume', () => {
    expect(isSheet(answeredUpTo(5))).toBe(true);
    expect(isSheet({ answers: [1, 2], index: 0 })).toBe(false);
    expect(isSheet({ ...emptySheet(), index: 3 })).toBe(false);
    expect(isSheet({ answers: Array.from({ length: 30 }, () => 7), index: 0 })).toBe(false);
    expect(isSheet(null)).toBe(false);
  });
});
