import type { QuestionnaireForm, QuestionnaireKind } from '@teamcast/contract';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { findOwnerById } from '../owner/owners-repository';
import { toQuestionnaireForm } from './questionnaire-view';
import { findQuestionnaireInUse } from './questionnaires-repository';

/** Owners reading the profile questionnaire in use, to fill or preview profiles. */
export function createOwnerQuestionnaireService(deps: ModuleDeps) {
  const { db } = deps;

  async function formInUse(kind: QuestionnaireKind): Promise<QuestionnaireForm> {
    const row = await findQuestionnaireInUse(db, kind);
    if (!row) throw new AppError(404, 'questionnaire_not_found', `No questionnaire of kind ${kind} is in use`);
    return toQuestionnaireForm(row);
  }

  return {
    /** Only for owners whose email is verified, unless the administrators waived it. */
    async get(session: Session<'owner'>, short: boolean): Promise<QuestionnaireForm> {
      const owner = await findOwnerById(db, session.accountId);
      if (!owner) throw new AppError(404, 'user_not_found', 'The owner was deleted or does not exist');
      if (owner.needVerify) throw new AppError(403, 'account_unverified', 'The owner has not verified the email address yet');
      return formInUse(short ? 'profileShort' : 'profile');
    },

    /** For an unverified owner filling the own profile. */
    getUnsecure: (): Promise<QuestionnaireForm> => formInUse('profile'),
  };
}
