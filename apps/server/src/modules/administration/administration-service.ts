import type { AdminOwner, AdminProfileDetail, AuditAction, EstimatorListItem, QuestionnaireForm } from '@teamcast/contract';
import { gradeFromScore } from '@teamcast/domain';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminEstimatorUpdateSchema, adminOwnerUpdateSchema, adminProfileUpdateSchema } from '@teamcast/contract';
import { estimatorAssignments, estimators, neuronetModels, owners, profilePredictions, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { Db } from '../../platform/database';
import { estimatorNotFound } from '../estimator/estimator-service';
import { findEstimatorById, updateEstimator } from '../estimator/estimators-repository';
import type { ModuleDeps } from '../module-deps';
import { deleteOwnerAccount } from '../owner/owner-deletion';
import { ownerNotFound } from '../owner/owner-passport-service';
import { profileForm } from '../profiles/profile-form';
import { findAdminOwner, existingOwnerIds } from './admin-owners-repository';
import { adminProfileColumns, marksOf, toAdminProfile } from './admin-profiles-repository';
import { appendAudit } from './audit-log';
import { estimatorItem } from './estimator-items';

type AdminSession = Session<'administrator'>;

export function adminProfileNotFound(): AppError {
  return new AppError(404, 'profile_not_found', 'The profile does not exist');
}

const deletedStates = ['deleted', 'delete_keep'];

/** The administrators' owners, estimators and profiles; every change is written to the audit log with it. */
export function createAdministrationService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function profileDetail(tx: Db, id: string): Promise<AdminProfileDetail> {
    const [row] = await tx
      .select({ ...adminProfileColumns, birthDate: profiles.birthDate, gender: profiles.gender, phone: profiles.phone, answers: profiles.answers, questionnaireId: profiles.questionnaireId })
      .from(profiles)
      .innerJoin(owners, eq(owners.id, profiles.ownerId))
      .where(eq(profiles.id, id));
    if (!row) throw adminProfileNotFound();
    const marks = (await marksOf(tx, [id])).get(id) ?? [];
    const grades = await tx
      .select({
        estimatorId: estimatorAssignments.estimatorId,
        estimatorName: estimators.fullName,
        score: estimatorAssignments.score,
        scorePrecise: estimatorAssignments.scorePrecise,
        note: estimatorAssignments.note,
        skipStatus: estimatorAssignments.skipStatus,
        ratedAt: estimatorAssignments.ratedAt,
      })
      .from(estimatorAssignments)
      .innerJoin(estimators, eq(estimators.id, estimatorAssignments.estimatorId))
      .where(eq(estimatorAssignments.profileId, id))
      .orderBy(asc(estimators.fullName), asc(estimators.id));
    const [prediction] = await tx
      .select({ modelId: neuronetModels.id, modelName: neuronetModels.name, value: profilePredictions.value, uncertainty: profilePredictions.uncertainty, predictedAt: profilePredictions.predictedAt })
      .from(profilePredictions)
      .innerJoin(neuronetModels, eq(neuronetModels.id, profilePredictions.modelId))
      .where(and(eq(profilePredictions.profileId, id), isNotNull(neuronetModels.publishedAt)));
    let questionnaire: QuestionnaireForm | null = null;
    try {
      questionnaire = await profileForm(tx, row);
    } catch (error) {
      // A profile whose questionnaire is gone still shows its details and grades, without readable answers.
      if (!(error instanceof AppError)) throw error;
    }
    return {
      ...toAdminProfile(row, marks),
      birthDate: row.birthDate,
      gender: row.gender,
      phone: row.phone,
      answers: row.answers as AdminProfileDetail['answers'],
      questionnaire,
      grades: grades.map((grade) => ({
        ...grade,
        skipStatus: grade.skipStatus as 'normal' | 'suspicious' | null,
        ratedAt: grade.ratedAt?.toISOString() ?? null,
      })),
      prediction: prediction
        ? { ...prediction, grade: gradeFromScore(prediction.value), predictedAt: prediction.predictedAt.toISOString() }
        : null,
    };
  }

  /** Changes one profile's columns with its audit entry, and answers the profile as it now is. */
  async function changeProfile(
    session: AdminSession,
    id: string,
    changes: Partial<typeof profiles.$inferInsert>,
    action: AuditAction,
    details: Record<string, unknown>,
  ): Promise<AdminProfileDetail> {
    return db.transaction(async (tx) => {
      const rows = await tx.update(profiles).set({ ...changes, updatedAt: clock.now() }).where(eq(profiles.id, id)).returning({ id: profiles.id });
      if (rows.length === 0) throw adminProfileNotFound();
      await appendAudit(tx, clock, session, { action, targetKind: 'profile', targetIds: [id], details });
      return profileDetail(tx, id);
    });
  }

  async function deleteProfiles(session: AdminSession, ids: readonly string[]): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const rows = await tx
        .update(profiles)
        .set({ state: 'deleted', deletedAt: now, updatedAt: now })
        .where(and(inArray(profiles.id, [...ids]), notInArray(profiles.state, deletedStates)))
        .returning({ id: profiles.id });
      if (rows.length > 0) await appendAudit(tx, clock, session, { action: 'profile.delete', targetKind: 'profile', targetIds: rows.map((row) => row.id) });
      return rows.length;
    });
  }

  async function deleteOwner(session: AdminSession, id: string): Promise<boolean> {
    return deleteOwnerAccount(deps, id, (tx, owner) =>
      appendAudit(tx, clock, session, { action: 'owner.delete', targetKind: 'owner', targetIds: [owner.id], details: { email: owner.email } }),
    );
  }

  return {
    async updateOwner(session: AdminSession, id: string, body: z.output<typeof adminOwnerUpdateSchema>): Promise<AdminOwner> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ status: owners.status, companyName: owners.companyName }).from(owners).where(eq(owners.id, id)).for('update');
        if (!current) throw ownerNotFound();
        const changes: Partial<typeof owners.$inferInsert> = {};
        const details: Record<string, unknown> = {};
        if (body.status !== undefined && body.status !== current.status) {
          // Verifying by hand does what the verification link does; un-verifying blocks the dashboard again.
          Object.assign(changes, body.status === 'verified'
            ? { status: 'verified', needVerify: false, verifiedAt: clock.now() }
            : { status: 'unverified', needVerify: true, verifiedAt: null });
          details.status = { from: current.status, to: body.status };
        }
        if (body.companyName !== undefined && (body.companyName || null) !== current.companyName) {
          changes.companyName = body.companyName || null;
          details.companyName = { from: current.companyName, to: changes.companyName };
        }
        if (Object.keys(changes).length > 0) {
          await tx.update(owners).set(changes).where(eq(owners.id, id));
          await appendAudit(tx, clock, session, { action: 'owner.update', targetKind: 'owner', targetIds: [id], details });
        }
        const owner = await findAdminOwner(tx, id);
        if (!owner) throw ownerNotFound();
        return owner;
      });
    },

    async deleteOwner(session: AdminSession, id: string): Promise<void> {
      if (!(await deleteOwner(session, id))) throw ownerNotFound();
    },

    /** One owner after another, each with its own transaction and audit entry, as deleting one owner is a large change. */
    async deleteOwners(session: AdminSession, ids: readonly string[]): Promise<number> {
      let deleted = 0;
      for (const id of await existingOwnerIds(db, [...new Set(ids)])) if (await deleteOwner(session, id)) deleted += 1;
      return deleted;
    },

    async getEstimator(id: string): Promise<EstimatorListItem> {
      const item = await estimatorItem(db, id);
      if (!item) throw estimatorNotFound();
      return item;
    },

    async updateEstimator(session: AdminSession, id: string, body: z.output<typeof adminEstimatorUpdateSchema>): Promise<EstimatorListItem> {
      return db.transaction(async (tx) => {
        const current = await findEstimatorById(tx, id);
        if (!current) throw estimatorNotFound();
        const changes: { fullName?: string; information?: string | null } = {};
        if (body.fullName !== undefined && body.fullName !== current.fullName) changes.fullName = body.fullName;
        if (body.information !== undefined && (body.information || null) !== current.information) changes.information = body.information || null;
        if (Object.keys(changes).length > 0) {
          await updateEstimator(tx, id, changes);
          await appendAudit(tx, clock, session, { action: 'estimator.update', targetKind: 'estimator', targetIds: [id], details: changes });
        }
        const item = await estimatorItem(tx, id);
        if (!item) throw estimatorNotFound();
        return item;
      });
    },

    getProfile: (id: string) => profileDetail(db, id),

    updateProfile(session: AdminSession, id: string, body: z.output<typeof adminProfileUpdateSchema>) {
      const changes: Partial<typeof profiles.$inferInsert> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName || null;
      if (body.lastName !== undefined) changes.lastName = body.lastName || null;
      if (body.position !== undefined) changes.position = body.position || null;
      if (body.skipStatus !== undefined) changes.skipStatus = body.skipStatus;
      return changeProfile(session, id, changes, 'profile.update', { ...changes });
    },

    async deleteProfile(session: AdminSession, id: string): Promise<void> {
      if ((await deleteProfiles(session, [id])) === 0) {
        const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
        if (!exists) throw adminProfileNotFound();
      }
    },

    deleteProfiles: (session: AdminSession, ids: readonly string[]) => deleteProfiles(session, [...new Set(ids)]),

    setFinalScore: (session: AdminSession, id: string, score: number) =>
      changeProfile(session, id, { finalScore: score }, 'finalScore.set', { score }),
    deleteFinalScore: (session: AdminSession, id: string) => changeProfile(session, id, { finalScore: null }, 'finalScore.delete', {}),
    setFinalScorePrecise: (session: AdminSession, id: string, scorePrecise: number) =>
      changeProfile(session, id, { finalScorePrecise: scorePrecise }, 'finalScorePrecise.set', { scorePrecise }),
    deleteFinalScorePrecise: (session: AdminSession, id: string) =>
      changeProfile(session, id, { finalScorePrecise: null }, 'finalScorePrecise.delete', {}),
  };
}

export type AdministrationService = ReturnType<typeof createAdministrationService>;

