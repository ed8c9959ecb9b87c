import { Badge } from '@mantine/core';
import type { QuestionnaireKind } from '@teamcast/contract';
import type { QuestionnaireStatus, QuestionType } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';

// Badges in narrow table cells would otherwise cut their word short with an ellipsis.
const wholeLabel = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

const statusColors: Record<QuestionnaireStatus, string> = { created: 'blue', computed: 'teal', inactive: 'gray' };

const statusKeys: Record<QuestionnaireStatus, string> = {
  created: 'adminQuestionnaires.status.created',
  computed: 'adminQuestionnaires.status.computed',
  inactive: 'adminQuestionnaires.status.inactive',
};

export const kindKeys: Record<QuestionnaireKind, string> = {
  profile: 'adminQuestionnaires.kinds.profile',
  profileShort: 'adminQuestionnaires.kinds.profileShort',
  love: 'adminQuestionnaires.kinds.love',
  couple: 'adminQuestionnaires.kinds.couple',
};

export const typeKeys: Record<QuestionType, string> = {
  slider: 'adminQuestionnaires.types.slider',
  formula: 'adminQuestionnaires.types.formula',
  dropdown: 'adminQuestionnaires.types.dropdown',
  select: 'adminQuestionnaires.types.select',
  multiselect: 'adminQuestionnaires.types.multiselect',
  range: 'adminQuestionnaires.types.range',
};

const typeColors: Record<QuestionType, string> = {
  slider: 'grape',
  formula: 'orange',
  dropdown: 'cyan',
  select: 'blue',
  multiselect: 'indigo',
  range: 'pink',
};

export function QuestionnaireStatusBadge({ status }: { status: QuestionnaireStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" styles={wholeLabel} data-testid="questionnaire-status" data-status={status}>
      {t(statusKeys[status])}
    </Badge>
  );
}

/** Marks the questionnaire that profiles of its kind are filled with now. */
export function QuestionnaireInUseBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="green" variant="dot" styles={wholeLabel} data-testid="questionnaire-in-use">
      {t('adminQuestionnaires.inUse')}
    </Badge>
  );
}

export function QuestionTypeBadge({ type }: { type: QuestionType }) {
  const { t } = useTranslation();
  return (
    <Badge color={typeColors[type]} variant="light" size="sm" radius="sm" tt="none">
      {t(typeKeys[type])}
    </Badge>
  );
}
