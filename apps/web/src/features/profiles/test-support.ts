import type { Profile, ProfileDetail, ProfileList, QuestionnaireForm, SharedProfile } from '@teamcast/contract';
import { defaultQuestionnaires } from '@teamcast/domain';
import { createFakeApi, json, ownerSelf, type FakeRequest, type FakeRoutes } from '../../test/fake-api';

/** Fixtures of the profile screens' tests: API answers as the contract describes them. */

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'p1',
    ownerId: 'owner-1',
    kind: 'full',
    firstName: 'Анна',
    lastName: 'Смирнова',
    birthDate: null,
    age: 34,
    gender: 'Ж',
    avatarName: 'female-21-35',
    position: 'Аналитик',
    phone: '+7 912 345-67-89',
    email: 'anna@example.com',
    permalink: 'perma-anna',
    isDemo: false,
    isShort: false,
    hideDetails: false,
    state: 'ack_a',
    filled: true,
    expertise: null,
    grade: null,
    attached: false,
    isMain: false,
    createdAt: at(1),
    updatedAt: at(2),
    completedAt: at(3),
    ...overrides,
  };
}

export const anna = aProfile();
export const boris = aProfile({
  _id: 'p2',
  firstName: 'Борис',
  lastName: 'Иванов',
  age: null,
  gender: null,
  avatarName: 'default',
  position: null,
  email: null,
  phone: null,
  permalink: 'perma-boris',
  state: 'ack_q',
  filled: false,
  createdAt: at(5),
  completedAt: null,
});
/** A profile created without a name: its invitation needs one first. */
export const nameless = aProfile({ ...boris, _id: 'p3', firstName: null, lastName: null, permalink: 'perma-nameless' });
/** Another owner's profile added from a share link, its details hidden. */
export const attachedHidden = aProfile({
  _id: 'p4',
  ownerId: 'owner-2',
  firstName: 'Вера',
  lastName: null,
  email: null,
  phone: null,
  permalink: null,
  hideDetails: true,
  attached: true,
});

export function aList(items: Profile[], counts?: Partial<ProfileList['counts']>): ProfileList {
  const approved = items.filter((item) => item.filled).length;
  return { items, total: items.length, counts: { all: items.length, empty: items.length - approved, approved, ...counts } };
}

const profileDefinition = defaultQuestionnaires.profile.definition;
export const profileQuestionnaire: QuestionnaireForm = {
  _id: 'q-profile',
  kind: 'profile',
  name: defaultQuestionnaires.profile.name,
  questions: profileDefinition.questions as QuestionnaireForm['questions'],
};

/** Answers to a few questions of the default profile questionnaire, one of each kind the page words. */
export const annaAnswers: ProfileDetail['answers'] = {
  gender: { value: 'female' },
  age: { value: 34 },
  relocation: { value: 'within_country' },
  languages: { value: ['english', 'german'] },
  has_university: { value: 'yes' },
  university_degree: { value: ['master'] },
};

export function aDetail(profile: Profile, overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    ...profile,
    answers: profile.filled ? annaAnswers : {},
    questionnaire: profileQuestionnaire,
    detailsHidden: profile.attached && profile.hideDetails,
    ...overrides,
  };
}

export function aShared(overrides: Partial<SharedProfile> = {}): SharedProfile {
  return {
    sharelink: 'share-anna',
    firstName: 'Анна',
    lastName: 'Смирнова',
    age: 34,
    gender: 'Ж',
    avatarName: 'female-21-35',
    position: 'Аналитик',
    filled: true,
    completedAt: at(3),
    detailsHidden: false,
    answers: annaAnswers,
    questionnaire: profileQuestionnaire,
    ...overrides,
  };
}


/**
 * An owner's profiles behind a fake API that keeps them: the list answers with all of them (the tests
 * check the query it was asked), and editing and deleting change them.
 */
export function profilesApi(initial: Profile[], routes: FakeRoutes = {}) {
  let profiles = [...initial];
  const byId = (id: string) => profiles.find((profile) => profile._id === id);
  const api = createFakeApi({
    listProfiles: () => aList(profiles),
    getProfile: ({ params }: FakeRequest) => {
      const profile = byId(params.id ?? '');
      return profile ? aDetail(profile) : json(404, { statusCode: 404, code: 'profile_not_found', message: 'profile_not_found' });
    },
    updateProfile: ({ params, body }: FakeRequest) => {
      const updated = { ...byId(params.id ?? '')!, ...(body as Partial<Profile>) };
      profiles = profiles.map((profile) => (profile._id === updated._id ? updated : profile));
      return updated;
    },
    deleteProfile: ({ params }: FakeRequest) => {
      profiles = profiles.filter((profile) => profile._id !== params.id);
      return json(204);
    },
    detachProfile: ({ params }: FakeRequest) => {
      profiles = profiles.filter((profile) => profile._id !== params.id);
      return json(204);
    },
    getProfileReferralId: ({ params }: FakeRequest) => {
      const permalink = byId(params.id ?? '')?.permalink ?? `perma-${params.id}`;
      return { referralId: permalink, url: `http://localhost/profile-questionnaire?p=${permalink}` };
    },
    getProfileShareLink: ({ params }: FakeRequest) => ({ sharelink: `share-${params.id}`, url: `http://localhost/owner/link/share-${params.id}` }),
    ...routes,
  });
  return { ...api, profiles: () => profiles };
}

export const unverifiedOwner = () => ownerSelf({ status: 'unverified' });

/** The query the list asked for last. */
export function lastListQuery(api: { requests: FakeRequest[]; fetch: { mock: { calls: unknown[][] } } }): URLSearchParams {
  const urls = api.fetch.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));
  const list = urls.filter((url) => url.pathname === '/api/v1/owner/profiles').at(-1);
  return list?.searchParams ?? new URLSearchParams();
}
