import { randomUUID } from 'node:crypto';
import type { NeuronetModel, NeuronetPrediction, NeuronetProfileList, NeuronetTrainingPayload } from '@teamcast/contract';
import {
  encodeAnswers,
  FEATURE_ENCODER_VERSION,
  FEATURE_NAMES,
  gradeFromScore,
  MIN_GRADED_PROFILES,
  modelFileProblem,
  predictScore,
  shuffledTargets,
  syntheticProfiles,
  type Answers,
  type GradedRow,
  type ModelFile,
} from '@teamcast/domain';
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { neuronetModels, profilePredictions, profiles } from '../../db/schema';
import { AppError, validationError } from '../../http/app-error';
import type { ModuleDeps } from '../module-deps';
import { readGradedRows } from './graded-rows';
import { throttle, TRAINING_PROGRESS_EVERY_MS } from './progress-throttle';
import type { TrainingRunner } from './training-runner';
import type { TrainingProgress } from './training-task';
import { metricsOf, modelView, publishRefusalOf, topologyOf, type ModelRow } from './neuronet-view';

type Deps = Pick<ModuleDeps, 'db' | 'clock' | 'log' | 'realtime'>;

export interface TrainRequest {
  dataSource: 'graded' | 'synthetic';
  seed?: number | undefined;
  size?: number | undefined;
  shuffleTargets?: boolean | undefined;
}

const DEFAULT_SEED = 1;
const DEFAULT_SYNTHETIC_SIZE = 1000;
/** Trainings at once: each holds a thread and its data, and the forecasts need the machine's other cores. */
export const MAX_CONCURRENT_TRAININGS = 2;

const modelNotFound = () => new AppError(404, 'not_found', 'No such model');
const conflict = (rule: string, message: string, params?: Record<string, string | number>) =>
  new AppError(409, 'conflict', message, { rule, ...(params ? { params } : {}) });

/** The prediction models of the estimators' grades: training, upload, publication and predictions (decision 73). */
export function createNeuronetService({ db, clock, log, realtime }: Deps, runner: TrainingRunner) {
  const running = new Set<Promise<void>>();

  async function findModel(id: string): Promise<ModelRow> {
    const [row] = await db.select().from(neuronetModels).where(eq(neuronetModels.id, id));
    if (!row) throw modelNotFound();
    return row;
  }

  /** A new model row, numbered after the last; a number taken meanwhile by another start is tried again. */
  async function insertModel(fields: Omit<ModelRow, 'id' | 'version' | 'createdAt' | 'publishedAt' | 'progress'> & { progress?: number }): Promise<ModelRow> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const [row] = await db
          .insert(neuronetModels)
          .values({
            ...fields,
            id: randomUUID(),
            version: sql`(select coalesce(max(${neuronetModels.version}), 0) + 1 from ${neuronetModels})`,
            createdAt: clock.now(),
          })
          .returning();
        return row!;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  }

  async function trainingRows(request: TrainRequest): Promise<GradedRow[]> {
    const seed = request.seed ?? DEFAULT_SEED;
    if (request.dataSource === 'synthetic') {
      const rows = syntheticProfiles(request.size ?? DEFAULT_SYNTHETIC_SIZE, seed);
      return request.shuffleTargets ? shuffledTargets(rows, seed) : rows;
    }
    const rows = await readGradedRows(db);
    if (rows.length < MIN_GRADED_PROFILES) {
      throw conflict('neuronet.tooFewGraded', `Training needs at least ${MIN_GRADED_PROFILES} graded profiles; there are ${rows.length}`, {
        needed: MIN_GRADED_PROFILES,
        found: rows.length,
      });
    }
    return rows;
  }

  /** Tells every administrator's page where a training is, or how it ended. */
  const announce = (payload: NeuronetTrainingPayload) => realtime.publishToAudience('administrators', { type: 'neuronetTraining', payload });

  async function runTraining(id: string, rows: GradedRow[], seed: number): Promise<void> {
    let fits = 1;
    // Stored and announced a few times a second at most, however fast the epochs go.
    const progress = throttle((at: TrainingProgress) => {
      void db
        .update(neuronetModels)
        .set({ progress: at.progress })
        .where(and(eq(neuronetModels.id, id), eq(neuronetModels.status, 'training')))
        .catch((error: unknown) => log.warn({ err: error }, 'A training progress was not stored'));
      announce({
        modelId: id,
        phase: at.fit < at.fits - 1 ? 'cross_validation' : 'final_fit',
        progress: at.progress,
        fit: at.fit,
        fits: at.fits,
        status: 'training',
        metrics: null,
        publishRefusal: null,
        error: null,
      });
    }, TRAINING_PROGRESS_EVERY_MS);
    let finished: ModelRow | undefined;
    try {
      const { metrics, topology } = await runner.train({ rows, seed }, (at) => {
        fits = at.fits;
        progress.offer(at);
      });
      const beats = metrics.model < metrics.meanBaseline && metrics.model < metrics.ridgeBaseline;
      [finished] = await db
        .update(neuronetModels)
        .set({
          status: beats ? 'ready' : 'refused',
          progress: 1,
          metrics: { ...metrics },
          artifact: { ...topology },
          finishedAt: clock.now(),
        })
        .where(eq(neuronetModels.id, id))
        .returning();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, modelId: id }, 'A model failed to train');
      [finished] = await db
        .update(neuronetModels)
        .set({ status: 'failed', error: message.slice(0, 500), finishedAt: clock.now() })
        .where(eq(neuronetModels.id, id))
        .returning()
        .catch(() => []);
    }
    // Once at the end, whatever the throttle let through before: the page reads the models again on it.
    const status = (finished?.status ?? 'failed') as NeuronetTrainingPayload['status'];
    announce({
      modelId: id,
      phase: 'finished',
      progress: status === 'failed' ? Math.min(1, Math.max(0, finished?.progress ?? 0)) : 1,
      fit: status === 'failed' ? 0 : fits,
      fits,
      status,
      metrics: finished ? metricsOf(finished) : null,
      publishRefusal: finished && status !== 'failed' ? publishRefusalOf(finished) : null,
      error: finished?.error ?? (status === 'failed' ? 'The training ended unexpectedly' : null),
    });
  }

  return {
    async list(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(neuronetModels).orderBy(desc(neuronetModels.createdAt), desc(neuronetModels.version)).limit(limit).offset(offset),
        db.select({ value: count() }).from(neuronetModels),
      ]);
      return { items: rows.map(modelView), total: total?.value ?? 0 };
    },

    findModel,

    async train(request: TrainRequest, administratorId: string): Promise<NeuronetModel> {
      if (running.size >= MAX_CONCURRENT_TRAININGS) {
        throw conflict('neuronet.busy', `At most ${MAX_CONCURRENT_TRAININGS} models train at once`, { running: running.size });
      }
      const rows = await trainingRows(request);
      const seed = request.seed ?? DEFAULT_SEED;
      const row = await insertModel({
        name: request.dataSource === 'synthetic' ? (request.shuffleTargets ? 'synthetic-shuffled' : 'synthetic') : 'graded',
        origin: 'trained',
        dataSource: request.dataSource,
        status: 'training',
        encoderVersion: FEATURE_ENCODER_VERSION,
        inputSize: FEATURE_NAMES.length,
        metrics: null,
        artifact: null,
        error: null,
        createdBy: administratorId,
        finishedAt: null,
      });
      const job = runTraining(row.id, rows, seed);
      running.add(job);
      void job.finally(() => running.delete(job));
      return modelView(row);
    },

    async upload(file: ModelFile, administratorId: string): Promise<NeuronetModel> {
      const problem = modelFileProblem(file, { version: FEATURE_ENCODER_VERSION, inputSize: FEATURE_NAMES.length });
      if (problem) {
        const field = problem.code === 'neuronet.encoderVersion' ? 'encoderVersion' : problem.code === 'neuronet.inputSize' ? 'inputSize' : 'topology';
        const params: Record<string, number> = problem.code === 'neuronet.topology' ? { layer: problem.layer } : { expected: problem.expected, actual: problem.actual };
        throw validationError(field, problem.code, params);
      }
      const row = await insertModel({
        name: 'uploaded',
        origin: 'uploaded',
        dataSource: 'file',
        status: 'ready',
        encoderVersion: file.encoderVersion,
        inputSize: file.inputSize,
        progress: 1,
        metrics: file.metrics ? { ...file.metrics } : null,
        artifact: { ...file.topology },
        error: null,
        createdBy: administratorId,
        finishedAt: clock.now(),
      });
      return modelView(row);
    },

    /** Publishes in one transaction: the published model before is withdrawn, and the partial unique index keeps one. */
    async publish(id: string): Promise<NeuronetModel> {
      const row = await findModel(id);
      const refusal = publishRefusalOf(row);
      if (refusal) throw conflict(`neuronet.publish.${refusal}`, `The model cannot be published: ${refusal}`);
      const now = clock.now();
      const published = await db.transaction(async (tx) => {
        await tx.update(neuronetModels).set({ publishedAt: null }).where(and(isNotNull(neuronetModels.publishedAt), ne(neuronetModels.id, id)));
        const [updated] = await tx.update(neuronetModels).set({ publishedAt: row.publishedAt ?? now }).where(eq(neuronetModels.id, id)).returning();
        return updated!;
      });
      return modelView(published);
    },

    async predict(profileId: string, modelId: string | undefined): Promise<NeuronetPrediction> {
      const [profile] = await db.select({ answers: profiles.answers, deletedAt: profiles.deletedAt }).from(profiles).where(eq(profiles.id, profileId));
      if (!profile || profile.deletedAt) throw new AppError(404, 'profile_not_found', 'No such profile');
      let model: ModelRow | undefined;
      if (modelId) model = await findModel(modelId);
      else [model] = await db.select().from(neuronetModels).where(isNotNull(neuronetModels.publishedAt));
      if (!model) throw conflict('neuronet.noPublishedModel', 'No model is published');
      const topology = topologyOf(model);
      const metrics = metricsOf(model);
      if (model.status !== 'ready' || !topology) throw conflict('neuronet.notReady', 'The model is not ready');
      if (!metrics) throw conflict('neuronet.noMetrics', 'The model carries no error to state the uncertainty with');
      if (model.encoderVersion !== FEATURE_ENCODER_VERSION) throw conflict('neuronet.encoderVersion', 'The model reads another encoder version');
      const value = predictScore(topology, encodeAnswers((profile.answers ?? {}) as Answers).values);
      const predictedAt = clock.now();
      const uncertainty = metrics.model;
      await db
        .insert(profilePredictions)
        .values({ profileId, modelId: model.id, value, uncertainty, predictedAt })
        .onConflictDoUpdate({ target: [profilePredictions.profileId, profilePredictions.modelId], set: { value, uncertainty, predictedAt } });
      return {
        profileId,
        modelId: model.id,
        modelVersion: model.version,
        synthetic: model.dataSource === 'synthetic',
        value,
        uncertainty,
        grade: gradeFromScore(value),
        predictedAt: predictedAt.toISOString(),
      };
    },

    async profiles(limit: number, offset: number, only: 'all' | 'ungraded'): Promise<NeuronetProfileList> {
      const ungradedOnly = only === 'ungraded' ? sql`and not g.graded` : sql``;
      const graded = sql`
        cross join lateral (
          select (p.final_score_precise is not null or exists (
            select 1 from estimator_assignments a where a.profile_id = p.id and a.score_precise is not null
          )) as graded
        ) g`;
      // Demo specialists are the same people in every owner's list, never graded: predicting them tells nothing.
      const where = sql`where p.deleted_at is null and p.completed_at is not null and not p.is_demo ${ungradedOnly}`;
      const [page, totals] = await Promise.all([
        db.execute(sql`
          select p.id, p.first_name, p.last_name, p.final_score_precise, g.graded,
                 pr.model_id, pr.value, pr.uncertainty, pr.predicted_at, m.version, m.data_source
          from profiles p
          ${graded}
          left join lateral (
            select * from profile_predictions x where x.profile_id = p.id order by x.predicted_at desc, x.model_id limit 1
          ) pr on true
          left join neuronet_models m on m.id = pr.model_id
          ${where}
          order by p.completed_at desc, p.id
          limit ${limit} offset ${offset}`),
        db.execute(sql`select count(*)::int as total from profiles p ${graded} ${where}`),
      ]);
      type Row = {
        id: string;
        first_name: string | null;
        last_name: string | null;
        final_score_precise: number | null;
        graded: boolean;
        model_id: string | null;
        value: number | null;
        uncertainty: number | null;
        predicted_at: string | Date | null;
        version: number | null;
        data_source: string | null;
      };
      const rows = (page as unknown as { rows: Row[] }).rows;
      const total = Number((totals as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
      return {
        total,
        items: rows.map((row) => {
          const prediction =
            row.model_id !== null && row.value !== null && row.predicted_at !== null
              ? {
                  profileId: row.id,
                  modelId: row.model_id,
                  modelVersion: Number(row.version),
                  synthetic: row.data_source === 'synthetic',
                  value: Number(row.value),
                  uncertainty: Number(row.uncertainty),
                  grade: gradeFromScore(Number(row.value)),
                  predictedAt: new Date(row.predicted_at).toISOString(),
                }
              : null;
          return {
            _id: row.id,
            firstName: row.first_name,
            lastName: row.last_name,
            finalScorePrecise: row.final_score_precise === null ? null : Number(row.final_score_precise),
            graded: row.graded,
            predicted: !row.graded && prediction !== null,
            prediction,
          };
        }),
      };
    },

    /** Waits for the trainings under way, once the runner stopped their threads. */
    async close(): Promise<void> {
      await runner.close();
      await Promise.allSettled([...running]);
    },
  };
}

export type NeuronetService = ReturnType<typeof createNeuronetService>;
