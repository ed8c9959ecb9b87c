import { UPGRADE_TARGETS } from '@teamcast/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  permalinkGradeSchema,
  permalinkProfileSchema,
  permalinkSaveSchema,
  sharedProfileSchema,
} from '../entities/profiles';

const app = '/api/v1/app';
const tags = ['profile questionnaire'];
const byPermalink = z.object({ permalink: z.string().min(1).max(100) });
/**
 * Answers to a whole questionnaire: about 5 KiB for the default ones, room for the 500 answers of
 * the biggest definition an administrator may write.
 */
const answersBodyLimit = 256 * 1024;

export const getPermalinkProfile = defineEndpoint({
  method: 'GET',
  path: `${app}/profile/:permalink`,
  summary: 'The questionnaire of a profile, its saved answers and whether it was sent',
  tags,
  auth: 'none',
  params: byPermalink,
  response: permalinkProfileSchema,
});

export const savePermalinkProfile = defineEndpoint({
  method: 'PATCH',
  path: `${app}/profile/:permalink`,
  summary: 'Save answers and personal details; with send=true also send it (409 questionnaire_locked once sent)',
  tags,
  auth: 'none',
  params: byPermalink,
  body: permalinkSaveSchema,
  response: permalinkProfileSchema,
  bodyLimit: answersBodyLimit,
});

export const getPermalinkGrade = defineEndpoint({
  method: 'GET',
  path: `${app}/profile/:permalink/grade`,
  summary: 'The state of a profile and its grade once estimated',
  tags,
  auth: 'none',
  params: byPermalink,
  response: permalinkGradeSchema,
});

export const getPermalinkUpgrade = defineEndpoint({
  method: 'GET',
  path: `${app}/profile/:permalink/upgrade`,
  summary: 'A sent profile offered the love step: the love questionnaire with the answers so far',
  tags,
  auth: 'none',
  params: byPermalink,
  response: permalinkProfileSchema,
});

export const getPermalinkUpgradeShort = defineEndpoint({
  method: 'GET',
  path: `${app}/profile/:permalink/upgrade/short`,
  summary: 'A sent short profile offered the full questionnaire, with the answers so far',
  tags,
  auth: 'none',
  params: byPermalink,
  response: permalinkProfileSchema,
});

export const savePermalinkUpgrade = defineEndpoint({
  method: 'PUT',
  path: `${app}/profile/:permalink/upgrade`,
  summary: 'Answer the questions an upgrade adds; answers given before stay as they were',
  tags,
  auth: 'none',
  params: byPermalink,
  body: permalinkSaveSchema.extend({ target: z.enum(UPGRADE_TARGETS) }),
  response: permalinkProfileSchema,
  bodyLimit: answersBodyLimit,
});

export const getSharedProfile = defineEndpoint({
  method: 'GET',
  path: `${app}/shared/:sharelink`,
  summary: 'A profile opened by its share link; hidden details are left out',
  tags,
  auth: 'none',
  params: z.object({ sharelink: z.string().min(1).max(100) }),
  response: sharedProfileSchema,
});
