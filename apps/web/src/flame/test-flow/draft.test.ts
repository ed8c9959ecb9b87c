import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/browser-store';
import { draftKey, draftProgress, finishPerson, newDraft, readDraft, saveDraft, startSecond, withSheet } from './draft';
import { choose, emptySheet, goForward, type Sheet } from './sheet';

function complete(): Sheet {
  let sheet = emptySheet();
  for (let i = 0; i < 30; i++) sheet = goForward(choose(sheet, 2));
  return sheet;
}

describe('the test on this device', () => {
  it('hands the phone over after the first person when the partner answers here', () => {
    let draft = newDraft({ first: 'Анна', second: 'Борис' }, 'together');
    expect(finishPerson(draft).step).toBe('first');
    draft = finishPerson(withSheet(draft, complete()));
    expect(draft.step).toBe('handover');
    draft = startSecond(draft);
    expect(draft.step).toBe('second');
    draft = withSheet(draft, choose(emptySheet(), 5));
    expect(draft.sheets.second.answers[0]).toBe(5);
    expect(draft.sheets.first.answers[0]).toBe(2);
    expect(draftProgress(draft)).toEqual({ answered: 31, total: 60 });
    expect(finishPerson(withSheet(draft, complete())).step).toBe('send');
  });

  it('sends after the first person when the partner answers through the link', () => {
    const draft = finishPerson(withSheet(newDraft({ first: 'Анна', second: 'Борис' }, 'link'), complete()));
    expect(draft.step).toBe('send');
    expect(draftProgress(draft)).toEqual({ answered: 30, total: 30 });
  });

  it('survives a reload through the store, and refuses a damaged one', () => {
    const store = memoryStore();
    const draft = withSheet(newDraft({ first: 'A', second: 'B' }, 'together'), goForward(choose(emptySheet(), 4)));
    saveDraft(store, draft);
    expect(readDraft(store)).toEqual(draft);
    store.set(draftKey, JSON.stringify({ ...draft, step: 'elsewhere' }));
    expect(readDraft(store)).toBeNull();
  });
});
