import { defaultQuestionnaires, UNANSWERED, type Answers } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { clearDraft, clearedSince, draftKey, mergeAnswers, readDraft, writeDraft } from './draft-store';
import { stepsPayloads, upgradeAnswersPayloads } from './payloads';

const definition = defaultQuestionnaires.profile.definition;

describe('step payloads', () => {
  it('sends the visible questions of the step, the unanswered ones as the placeholder', () => {
    const answers: Answers = { gender: { value: 'female' }, age: { value: 30 } };
    const payloads = stepsPayloads(definition, answers, [1]);
    expect(payloads.map((p) => [p.neuron_question, p.response, p.final_answer, p.current_step])).toEqual([
      ['gender', 'female', false, 1],
      ['age', 30, false, 1],
      ['military_service', UNANSWERED, false, 1],
      ['relocation', UNANSWERED, false, 1],
    ]);
  });

  it('never sends a hidden answer, and clears one the server still holds', () => {
    const answers: Answers = { has_college: { value: 'no' }, college_field: { value: 'technical' } };
    const names = (server: Answers) => stepsPayloads(definition, answers, [2], server).map((p) => [p.neuron_question, p.response]);
    expect(names({})).not.toContainEqual(['college_field', 'technical']);
    expect(names({}).map(([name]) => name)).not.toContain('college_field');
    expect(names({ college_field: { value: 'technical' } })).toContainEqual(['college_field', UNANSWERED]);
  });

  it('sends a dropdown as its tree and a multiselect as a plain list', () => {
    const answers: Answers = {
      has_university: { value: 'yes' },
      university_degree: { value: ['master', 'law', 'master'] },
      languages: { value: ['english'] },
    };
    const payloads = stepsPayloads(definition, answers, [2]);
    expect(payloads.find((p) => p.neuron_question === 'university_degree')?.response).toEqual({
      tree: ['master', 'law', 'master'],
      value: 'master',
      answerNeuronName: 'master',
      questionNeuronName: 'university_degree',
    });
    expect(payloads.find((p) => p.neuron_question === 'languages')?.response).toEqual(['english']);
  });
});

describe('upgrade payloads', () => {
  it('sends the answers not fixed when the questionnaire was sent, of the steps asked, final where the step is complete', () => {
    const saved: Answers = { gender: { value: 'male' }, age: { value: 30 } };
    const fixed = new Set(Object.keys(saved));
    const answers: Answers = { ...saved, military_service: { value: 'served' }, relocation: { value: 'ready' }, schooling_types: { value: ['gymnasium'] } };
    const payloads = upgradeAnswersPayloads(definition, answers, [1], fixed);
    expect(payloads.map((p) => [p.neuron_question, p.response, p.final_answer, p.current_step])).toEqual([
      ['military_service', 'served', true, 1],
      ['relocation', 'ready', true, 1],
    ]);
    expect(upgradeAnswersPayloads(definition, { ...saved, relocation: { value: 'ready' } }, [1], fixed)[0]?.final_answer).toBe(false);
    expect(upgradeAnswersPayloads(definition, saved, [1], fixed)).toEqual([]);
  });
});

describe('local draft', () => {
  it('lets local answers and clearings win over the server’s', () => {
    const server: Answers = { gender: { value: 'male' }, age: { value: 40 }, relocation: { value: 'ready' } };
    const local: Answers = { gender: { value: 'female' }, military_service: { value: 'served' }, age: { value: 40 } };
    expect(mergeAnswers(server, { answers: local, cleared: clearedSince(server, local) })).toEqual({
      gender: { value: 'female' },
      age: { value: 40 },
      military_service: { value: 'served' },
    });
  });

  it('reads back what it wrote, and nothing from a damaged entry', () => {
    const draft = { answers: { age: { value: 30 } }, cleared: ['gender'], firstName: 'Анна', lastName: '', partnerName: '', birthDate: '1990-05-01', position: '2' };
    writeDraft(window.localStorage, 'p1', draft);
    expect(readDraft(window.localStorage, 'p1')).toEqual(draft);
    window.localStorage.setItem('teamcast.questionnaire.p2', '{not json');
    expect(readDraft(window.localStorage, 'p2')).toBeNull();
    window.localStorage.setItem('teamcast.questionnaire.p3', JSON.stringify({ answers: { age: 'thirty' } }));
    expect(readDraft(window.localStorage, 'p3')).toBeNull();
  });

  it('keeps a variant’s draft apart from the questionnaire’s own', () => {
    const draft = { answers: { age: { value: 30 } }, cleared: [], firstName: '', lastName: '', partnerName: '', birthDate: '', position: '5' };
    writeDraft(window.localStorage, 'p4', draft, 'upgrade-love');
    expect(draftKey('p4', 'upgrade-love')).toBe('teamcast.questionnaire.p4.upgrade-love');
    expect(readDraft(window.localStorage, 'p4')).toBeNull();
    expect(readDraft(window.localStorage, 'p4', 'upgrade-love')).toEqual(draft);
    clearDraft(window.localStorage, 'p4', 'upgrade-love');
    expect(readDraft(window.localStorage, 'p4', 'upgrade-love')).toBeNull();
  });
});
