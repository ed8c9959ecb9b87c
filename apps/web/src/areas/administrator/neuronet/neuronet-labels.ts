import type { NeuronetModel } from '@teamcast/contract';

// Literal keys, so the translation check sees each one used.
export const statusKeys: Record<NeuronetModel['status'], string> = {
  training: 'neuronet.status.training',
  ready: 'neuronet.status.ready',
  refused: 'neuronet.status.refused',
  failed: 'neuronet.status.failed',
};

export const statusColors: Record<NeuronetModel['status'], string> = { training: 'blue', ready: 'teal', refused: 'orange', failed: 'red' };

export const dataSourceKeys: Record<NeuronetModel['dataSource'], string> = {
  graded: 'neuronet.dataSource.graded',
  synthetic: 'neuronet.dataSource.synthetic',
  file: 'neuronet.dataSource.file',
};

export const originKeys: Record<NeuronetModel['origin'], string> = { trained: 'neuronet.origin.trained', uploaded: 'neuronet.origin.uploaded' };

export const refusalKeys: Record<NonNullable<NeuronetModel['publishRefusal']>, string> = {
  not_ready: 'neuronet.refusal.not_ready',
  no_metrics: 'neuronet.refusal.no_metrics',
  baselines: 'neuronet.refusal.baselines',
};

/** The server's rule codes of refused requests (after their `neuronet.` prefix), in words. */
export const ruleKeys: Record<string, string> = {
  tooFewGraded: 'neuronet.errors.tooFewGraded',
  encoderVersion: 'neuronet.errors.encoderVersion',
  inputSize: 'neuronet.errors.inputSize',
  topology: 'neuronet.errors.topology',
  noPublishedModel: 'neuronet.errors.noPublishedModel',
  busy: 'neuronet.errors.busy',
};
