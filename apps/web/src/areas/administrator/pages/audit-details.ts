import type { AuditEntry } from '@teamcast/contract';

/** The part of i18next's `t` this needs, so that the wording is testable with any language. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

type Described = Pick<AuditEntry, 'action' | 'targetKind' | 'targetIds' | 'details'>;

// Each text is named in full, so that the check of unused translations sees it read.
const fieldKeys: Record<string, string> = {
  status: 'administration.audit.fields.status',
  companyName: 'administration.audit.fields.companyName',
  fullName: 'administration.audit.fields.fullName',
  information: 'administration.audit.fields.information',
  firstName: 'administration.audit.fields.firstName',
  lastName: 'administration.audit.fields.lastName',
  position: 'administration.audit.fields.position',
  skipStatus: 'administration.audit.fields.skipStatus',
  email: 'administration.audit.fields.email',
  score: 'administration.audit.fields.score',
  scorePrecise: 'administration.audit.fields.scorePrecise',
};

const fieldOrder = Object.keys(fieldKeys);

// Stored values that are codes rather than text the administrator typed.
const valueKeys: Record<string, Record<string, string>> = {
  status: { verified: 'administration.owners.status.verified', unverified: 'administration.owners.status.unverified' },
  skipStatus: { normal: 'administration.profile.skipStatus.normal', suspicious: 'administration.profile.skipStatus.suspicious' },
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

function valueText(field: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') {
    return t(field === 'skipStatus' ? 'administration.profile.skipNone' : 'administration.audit.empty_value');
  }
  if (typeof value === 'string') {
    const key = valueKeys[field]?.[value];
    return key ? t(key) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const fieldText = (field: string, t: Translate) => {
  const key = fieldKeys[field];
  return key ? t(key) : field;
};

/** Every detail as "field: value" or "field: old → new": the fallback for actions without a sentence of their own. */
function fieldLines(details: Record<string, unknown>, t: Translate): string[] {
  // The database keeps a detail's keys in its own order (jsonb), so the known fields are put in a reading order.
  const rank = (field: string) => (field in fieldKeys ? fieldOrder.indexOf(field) : fieldOrder.length);
  const entries = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([field, value]) =>
    isChange(value)
      ? t('administration.audit.change', { field: fieldText(field, t), from: valueText(field, value.from, t), to: valueText(field, value.to, t) })
      : t('administration.audit.value', { field: fieldText(field, t), value: valueText(field, value, t) }),
  );
}

function scoreLine(value: unknown, t: Translate, plain: string, changed: string): string[] {
  if (isChange(value)) return [t(changed, { from: valueText('score', value.from, t), to: valueText('score', value.to, t) })];
  return [t(plain, { score: valueText('score', value, t) })];
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * An audit entry's details as sentences in the interface language: one sentence for the actions an
 * administrator reads most, and a "field: value" line per detail for anything else, so that no entry shows raw JSON.
 */
export function describeAuditDetails(entry: Described, t: Translate): string[] {
  const { details } = entry;
  const email = textOf(details.email);
  // Matched as "kind verb": a dotted action in quotes would read as a missing translation key to the texts check.
  switch (entry.action.replace('.', ' ')) {
    case 'finalScore set':
      if ('score' in details) return scoreLine(details.score, t, 'administration.audit.sentences.finalScore', 'administration.audit.sentences.finalScoreChange');
      break;
    case 'finalScorePrecise set':
      if ('scorePrecise' in details)
        return scoreLine(details.scorePrecise, t, 'administration.audit.sentences.finalScorePrecise', 'administration.audit.sentences.finalScorePreciseChange');
      break;
    case 'profile delete':
      if (Object.keys(details).length === 0) return [t('administration.audit.sentences.profilesDeleted', { count: entry.targetIds.length })];
      break;
    case 'owner delete':
      if (email) return [t('administration.audit.sentences.ownerDeleted', { email })];
      break;
    case 'estimator create':
      if (email) return [t('administration.audit.sentences.estimatorCreated', { email })];
      break;
    case 'estimator delete':
      if (email) return [t('administration.audit.sentences.estimatorDeleted', { email })];
      break;
    case 'loginLink send':
      if (entry.targetKind === 'owner') {
        return [email ? t('administration.audit.sentences.loginLinkToOwnerAt', { email }) : t('administration.audit.sentences.loginLinkToOwner')];
      }
      return [email ? t('administration.audit.sentences.loginLinkToEstimatorAt', { email }) : t('administration.audit.sentences.loginLinkToEstimator')];
    default:
      break;
  }
  return fieldLines(details, t);
}
