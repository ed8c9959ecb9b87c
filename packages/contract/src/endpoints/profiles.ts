import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  attachCheckSchema,
  ownerDataSchema,
  profileDetailSchema,
  profileFieldsSchema,
  profileListQuerySchema,
  profileListSchema,
  profileSchema,
  referralSchema,
  shareLinkSchema,
  upendCheckSchema,
} from '../entities/profiles';
import { idSchema } from '../fields';

const owner = '/api/v1/owner';
const tags = ['owner', 'profiles'];
const byId = z.object({ id: idSchema });
const bySharelink = z.object({ id: z.string().min(1).max(100) });

export const listProfiles = defineEndpoint({
  method: 'GET',
  path: `${owner}/profiles`,
  summary: "The owner's profiles (created and attached), filtered, searched and sorted",
  tags,
  auth: 'owner',
  query: profileListQuerySchema,
  response: profileListSchema,
});

export const createProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles`,
  summary: 'Create a profile to be filled through its permalink; verified owners only',
  tags,
  auth: 'owner',
  body: profileFieldsSchema,
  response: profileSchema,
  successStatus: 201,
});

export const createLoveProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/love`,
  summary: 'Create a love-variant profile (profile questionnaire plus the love step), or with couple=true a couple questionnaire',
  tags,
  auth: 'owner',
  body: profileFieldsSchema.extend({ couple: z.boolean().optional() }),
  response: profileSchema,
  successStatus: 201,
});

export const createShortProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/short`,
  summary: 'Create a profile filled with the short questionnaire',
  tags,
  auth: 'owner',
  body: profileFieldsSchema,
  response: profileSchema,
  successStatus: 201,
});

export const createProfileUnsecure = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/unsecure`,
  summary: "Create the owner's own profile (it becomes the main one); allowed before the email is verified",
  tags,
  auth: 'owner',
  body: profileFieldsSchema,
  response: profileSchema,
  successStatus: 201,
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: `${owner}/profiles/:id`,
  summary: 'One profile with its answers; hidden details of attached profiles are left out',
  tags,
  auth: 'owner',
  params: byId,
  response: profileDetailSchema,
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: `${owner}/profiles/:id`,
  summary: "Edit a profile's details (not its answers); attached profiles cannot be edited",
  tags,
  auth: 'owner',
  params: byId,
  body: profileFieldsSchema,
  response: profileSchema,
});

export const deleteProfile = defineEndpoint({
  method: 'DELETE',
  path: `${owner}/profiles/:id`,
  summary: 'Delete a profile; its permalink and share link stop working',
  tags,
  auth: 'owner',
  params: byId,
  response: z.void(),
  successStatus: 204,
});

export const getProfileMain = defineEndpoint({
  method: 'GET',
  path: `${owner}/profiles/:id/main`,
  summary: 'The short card of a profile (what pickers and headers show), with whether it is the main one',
  tags,
  auth: 'owner',
  params: byId,
  response: profileSchema,
});

export const getProfileShareLink = defineEndpoint({
  method: 'GET',
  path: `${owner}/profiles/sharelink/:id`,
  summary: 'The share link of a profile, made on first request',
  tags,
  auth: 'owner',
  params: byId,
  response: shareLinkSchema,
});

export const getProfileReferralId = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/get-referral-id/:id`,
  summary: 'The invitation link to fill a profile in; the profile needs a first name first',
  tags,
  auth: 'owner',
  params: byId,
  response: referralSchema,
});

export const attachProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/attach/:id`,
  summary: "Add another owner's shared profile (by share link) to this owner's list, for compatibility",
  tags,
  auth: 'owner',
  params: bySharelink,
  response: profileSchema,
});

export const detachProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/detach/:id`,
  summary: 'Remove an attached profile from the list; the profile itself stays with its owner',
  tags,
  auth: 'owner',
  params: byId,
  response: z.void(),
  successStatus: 204,
});

export const checkAttachProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/check-attach/:id`,
  summary: 'Whether the profile of a share link can be added to the list, and why not',
  tags,
  auth: 'owner',
  params: bySharelink,
  response: attachCheckSchema,
});

export const checkAttachExistProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/check-attach-exist/:id`,
  summary: 'Whether the profile of a share link is already in the list',
  tags,
  auth: 'owner',
  params: bySharelink,
  response: z.object({ exists: z.boolean(), profileId: idSchema.nullable() }),
});

export const checkUpendProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/check-upend/:id`,
  summary: 'Whether a profile can become the main one, and which profile it would replace',
  tags,
  auth: 'owner',
  params: byId,
  response: upendCheckSchema,
});

export const upendProfile = defineEndpoint({
  method: 'POST',
  path: `${owner}/profiles/upend/:id`,
  summary: "Make a filled profile the owner's main profile (this is me)",
  tags,
  auth: 'owner',
  params: byId,
  response: profileSchema,
});

export const getOwnerData = defineEndpoint({
  method: 'GET',
  path: `${owner}/data/:key`,
  summary: 'A value the web app keeps for the owner under a key (404 when none)',
  tags: ['owner'],
  auth: 'owner',
  params: z.object({ key: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) }),
  response: ownerDataSchema,
});

export const saveOwnerData = defineEndpoint({
  method: 'POST',
  path: `${owner}/data`,
  summary: 'Keep a value for the owner under a key (at most 64 KiB of JSON)',
  tags: ['owner'],
  auth: 'owner',
  body: z.object({ key: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/), data: z.unknown() }),
  response: ownerDataSchema,
});
