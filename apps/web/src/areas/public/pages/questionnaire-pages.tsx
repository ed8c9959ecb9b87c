import { PermalinkQuestionnairePage } from '../questionnaire/questionnaire-page';

/** The specialist's questionnaire opened by a link, without signing in. */
export function ProfileQuestionnairePage() {
  return <PermalinkQuestionnairePage route="profile" />;
}

/** The love and friendship questionnaire for two, opened by a link. */
export function CoupleQuestionnairePage() {
  return <PermalinkQuestionnairePage route="couple" />;
}
