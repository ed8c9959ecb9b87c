import type { FlameTest } from '@teamcast/contract';
import { useState } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useNavigation } from '../router/navigation';
import { flamePaths } from '../router/routes';
import { useServices } from '../services';
import { rememberTest } from '../storage/history';
import { clearDraft, finishPerson, newDraft, readDraft, saveDraft, startSecond, withSheet, type Draft } from './draft';
import { HandOver } from './hand-over';
import { NamesForm } from './names-form';
import { preloadResult } from './preload-result';
import { SendStep } from './send-step';
import { completeAnswers } from './sheet';
import { StatementSheet } from './statement-sheet';

/**
 * A new test on this device (`/main/questionnaire`): the names, the first person's 30 statements, the
 * hand-over and the partner's 30 when they answer here, then the sending. Every step and every answer
 * is written to the browser before it shows, so a reload resumes exactly here.
 */
export function TestPage() {
  const { store, client } = useServices();
  const { language } = useLanguage();
  const { navigate } = useNavigation();
  const [draft, setDraft] = useState(() => readDraft(store));
  // Whether a step was opened by a button here (the names sent, the phone handed over), not by the page's load.
  const [moved, setMoved] = useState(false);
  const update = (next: Draft) => {
    saveDraft(store, next);
    setDraft(next);
  };
  const moveOn = (next: Draft) => {
    setMoved(true);
    update(next);
  };
  const send = async (finished: Draft) => {
    const first = completeAnswers(finished.sheets.first);
    const second = completeAnswers(finished.sheets.second);
    if (!first) throw new Error('The first person has not answered all');
    const test: FlameTest = await client('saveFlameData', {
      query: { ln: language },
      body: {
        data: {
          step: 'start',
          first: { name: finished.names.first, answers: first },
          second: finished.mode === 'together' && second ? { name: finished.names.second, answers: second } : { name: finished.names.second },
        },
      },
    });
    rememberTest(store, test);
    clearDraft(store);
    navigate(flamePaths.result(test.key), { replace: true });
  };

  if (!draft) return <NamesForm onDone={(names, mode) => moveOn(newDraft(names, mode))} />;
  switch (draft.step) {
    case 'first':
    case 'second': {
      const person = draft.step;
      return (
        <StatementSheet
          key={person}
          sheet={draft.sheets[person]}
          name={draft.names[person]}
          tone={person}
          takeFocus={moved}
          onChange={(sheet, complete) => {
            const next = withSheet(draft, sheet);
            if (!complete) return update(next);
            preloadResult();
            update(finishPerson(next));
          }}
        />
      );
    }
    case 'handover':
      return <HandOver first={draft.names.first} second={draft.names.second} onStart={() => moveOn(startSecond(draft))} />;
    case 'send':
      return <SendStep send={() => send(draft)} />;
  }
}
