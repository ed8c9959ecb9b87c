import type { EstimatorBatch, EstimatorProfile, EstimatorProfileDetail, EstimatorProfileList, QuestionnaireForm } from '@teamcast/contract';
import {
  ESTIMATION_BATCH_SIZE,
  ageShownOn,
  estimationStatus,
  gradeFromScore,
  type EstimationSkipStatus,
  type EstimatorProfileFilter,
  type Gender,
  type ProfileKind,
} from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { today } from '../profiles/profile-facts';
import { profileForm } from '../profiles/profile-form';
import {
  assignBatch,
  batchState,
  countAssigned,
  findAnswersOf,
  findAssigned,
  listAssigned,
  lockEstimator,
  markViewed,
  updateAssignment,
  type AssignedProfileRow,
  type AssignmentChanges,
} from './assignments-repository';

/** The same answer for a profile that does not exist and one assigned to someone else: nothing leaks. */
export function assignedProfileNotFound(): AppError {
  return new AppError(404, 'profile_not_found', 'No profile with this id is assigned to the estimator');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toEstimatorProfile(row: AssignedProfileRow, on: string): EstimatorProfile {
  const skipStatus = row.skipStatus as EstimationSkipStatus | null;
  return {
    _id: row.profileId,
    kind: row.kind as ProfileKind,
    firstName: row.firstName,
    lastName: row.hideDetails ? null : row.lastName,
    age: ageShownOn(row, on),
    gender: row.gender as Gender | null,
    position: row.position,
    completedAt: iso(row.completedAt),
    batch: row.batch,
    assignedAt: row.assignedAt.toISOString(),
    viewedAt: iso(row.viewedAt),
    score: row.score,
    scorePrecise: row.scorePrecise,
    grade: gradeFromScore(row.scorePrecise ?? row.score),
    skipStatus,
    hasNote: row.note !== null && row.note !== '',
    status: estimationStatus({ viewedAt: row.viewedAt, score: row.score, scorePrecise: row.scorePrecise, skipStatus }),
    ratedAt: iso(row.ratedAt),
  };
}

export interface ListSelection {
  filter: EstimatorProfileFilter;
  sort: 'assignedAt' | 'name' | 'score';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  lastOpened?: string | undefined;
}

/** Estimators' work on the profiles assigned to them: batches, the list, the page and the grading (decision 71). */
export function createEstimationService(deps: ModuleDeps) {
  const { db, clock } = deps;

  async function loadAssigned(estimatorId: string, profileId: string): Promise<AssignedProfileRow> {
    const row = await findAssigned(db, estimatorId, profileId);
    if (!row) throw assignedProfileNotFound();
    return row;
  }

  /** Changes the grading of a profile that is assigned and not deleted, and answers it as the list shows it. */
  async function change(session: Session<'estimator'>, profileId: string, changes: AssignmentChanges): Promise<EstimatorProfile> {
    await loadAssigned(session.accountId, profileId);
    const now = clock.now();
    if (!(await updateAssignment(db, session.accountId, profileId, changes, now))) throw assignedProfileNotFound();
    return toEstimatorProfile(await loadAssigned(session.accountId, profileId), today(now));
  }

  return {
    async list(session: Session<'estimator'>, selection: ListSelection): Promise<EstimatorProfileList> {
      const estimatorId = session.accountId;
      const on = today(clock.now());
      const [rows, counts, lastOpened] = await Promise.all([
        listAssigned(db, { estimatorId, ...selection }),
        countAssigned(db, estimatorId),
        selection.lastOpened === undefined ? undefined : findAssigned(db, estimatorId, selection.lastOpened),
      ]);
      return {
        items: rows.map((row) => toEstimatorProfile(row, on)),
        total: counts[selection.filter],
        counts,
        lastOpened: lastOpened ? toEstimatorProfile(lastOpened, on) : null,
      };
    },

    async get(session: Session<'estimator'>, profileId: string): Promise<EstimatorProfileDetail> {
      const estimatorId = session.accountId;
      await loadAssigned(estimatorId, profileId);
      const now = clock.now();
      await markViewed(db, estimatorId, profileId, now);
      const row = await loadAssigned(estimatorId, profileId);
      const stored = await findAnswersOf(db, profileId);
      let questionnaire: QuestionnaireForm | null = null;
      if (stored) {
        try {
          questionnaire = await profileForm(db, stored);
        } catch (error) {
          // A questionnaire removed since leaves the answers without their questions; the grading still works.
          if (!(error instanceof AppError && error.code === 'questionnaire_not_found')) throw error;
        }
      }
      return {
        ...toEstimatorProfile(row, today(now)),
        note: row.note,
        answers: (stored?.answers ?? {}) as EstimatorProfileDetail['answers'],
        questionnaire,
      };
    },

    /** A grade lifts a skip: whoever grades a profile has decided it is worth grading. */
    rate(session: Session<'estimator'>, profileId: string, score: number): Promise<EstimatorProfile> {
      return change(session, profileId, { score, skipStatus: null, ratedAt: clock.now() });
    },

    ratePrecise(session: Session<'estimator'>, profileId: string, score: number): Promise<EstimatorProfile> {
      return change(session, profileId, { scorePrecise: score, skipStatus: null, ratedAt: clock.now() });
    },

    note(session: Session<'estimator'>, profileId: string, content: string): Promise<EstimatorProfile> {
      return change(session, profileId, { note: content.trim() === '' ? null : content });
    },

    /** A skip keeps any grade given, so lifting the skip again brings the profile back as estimated. */
    skip(session: Session<'estimator'>, profileId: string, skipStatus: EstimationSkipStatus | null): Promise<EstimatorProfile> {
      return change(session, profileId, { skipStatus });
    },

    /**
     * A new batch, only once every profile of the current one is graded or skipped: otherwise the
     * answer assigns nothing and says how many are still open, so that nobody hoards profiles others
     * could grade.
     */
    async requestBatch(session: Session<'estimator'>): Promise<EstimatorBatch> {
      const estimatorId = session.accountId;
      return db.transaction(async (tx) => {
        if (!(await lockEstimator(tx, estimatorId))) throw new AppError(404, 'user_not_found', 'The estimator was deleted or does not exist');
        const { unfinished, lastBatch } = await batchState(tx, estimatorId);
        if (unfinished > 0) return { batchSize: 0, unfinished };
        const assigned = await assignBatch(tx, { estimatorId, batch: lastBatch + 1, size: ESTIMATION_BATCH_SIZE, now: clock.now() });
        return { batchSize: assigned.length, unfinished: assigned.length };
      });
    },
  };
}
