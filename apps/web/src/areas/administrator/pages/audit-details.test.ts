import type { AuditEntry } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n';
import { describeAuditDetails } from './audit-details';

const en = createI18n('en').t;
const ru = createI18n('ru').t;

function entry(action: string, details: Record<string, unknown>, overrides: Partial<AuditEntry> = {}) {
  return { action, targetKind: 'profile', targetIds: ['p1'], details, ...overrides };
}

describe('an audit entry’s details in words', () => {
  it('says what happened to scores, with the old value when the entry holds one', () => {
    expect(describeAuditDetails(entry('finalScore.set', { score: 80 }), en)).toEqual(['Final score 80']);
    expect(describeAuditDetails(entry('finalScore.set', { score: { from: 72, to: 80 } }), en)).toEqual(['Final score 72 → 80']);
    expect(describeAuditDetails(entry('finalScorePrecise.set', { scorePrecise: 63.5 }), ru)).toEqual(['Точная оценка 63.5']);
  });

  it('counts deleted profiles in the language’s plural forms', () => {
    const three = entry('profile.delete', {}, { targetIds: ['p1', 'p2', 'p3'] });
    expect(describeAuditDetails(three, en)).toEqual(['Deleted 3 profiles']);
    expect(describeAuditDetails(three, ru)).toEqual(['Удалено 3 профиля']);
    expect(describeAuditDetails(entry('profile.delete', {}, { targetIds: Array.from({ length: 5 }, (_, i) => `p${i}`) }), ru)).toEqual(['Удалено 5 профилей']);
    expect(describeAuditDetails(entry('profile.delete', {}), en)).toEqual(['Deleted 1 profile']);
  });

  it('names whom a login link went to and who was added or deleted', () => {
    expect(describeAuditDetails(entry('loginLink.send', { email: 'x@y.test' }, { targetKind: 'owner' }), en)).toEqual(['Login link sent to the company x@y.test']);
    expect(describeAuditDetails(entry('loginLink.send', {}, { targetKind: 'estimator' }), ru)).toEqual(['Ссылка для входа отправлена оценщику']);
    expect(describeAuditDetails(entry('estimator.create', { email: 'olga@t.test' }), en)).toEqual(['Added the estimator olga@t.test']);
    expect(describeAuditDetails(entry('owner.delete', { email: 'hr@acme.test' }), en)).toEqual(['Deleted the company hr@acme.test with its profiles']);
  });

  it('lists changed fields with their labels and worded codes', () => {
    expect(
      describeAuditDetails(entry('owner.update', { status: { from: 'unverified', to: 'verified' }, companyName: { from: null, to: 'Acme' } }), en),
    ).toEqual(['Status: Not verified → Verified', 'Company name: empty → Acme']);
    expect(describeAuditDetails(entry('profile.update', { lastName: 'Smirnova', skipStatus: 'suspicious', position: null }), ru)).toEqual([
      'Фамилия: Smirnova',
      'Должность: пусто',
      'Пропуск: Подозрительный',
    ]);
    expect(describeAuditDetails(entry('estimator.update', { information: 'HR', fullName: 'Olga' }), en)).toEqual(['Name: Olga', 'Information: HR']);
    expect(describeAuditDetails(entry('profile.update', { skipStatus: null }), en)).toEqual(['Skip status: Not skipped']);
  });

  it('falls back to key: value for anything it does not know, never raw JSON of the whole entry', () => {
    expect(describeAuditDetails(entry('something.new', { reason: 'cleanup', count: 2, tags: ['a'] }), en)).toEqual(['reason: cleanup', 'count: 2', 'tags: ["a"]']);
    expect(describeAuditDetails(entry('finalScore.delete', {}), en)).toEqual([]);
  });
});
