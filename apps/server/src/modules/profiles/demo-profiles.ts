import { randomUUID } from 'node:crypto';
import { PROFILE_STEPS, demoProfiles, resolveLocale } from '@teamcast/domain';
import { profiles } from '../../db/schema';
import type { Db } from '../../platform/database';
import { newLinkToken } from './link-token';
import { deriveFacts, today } from './profile-facts';
import { questionnaireIdForNewProfile } from './profile-form';

const lastStep = Math.max(...Object.values(PROFILE_STEPS));

/**
 * Gives a new owner the demo specialists (`isDemo`), stored exactly as profiles their people filled in
 * and sent: every tool takes them as it takes a real filled profile. Their content is the domain's.
 */
export async function insertDemoProfiles(db: Db, owner: { id: string; ln: string }, now: Date): Promise<void> {
  const shownOn = today(now);
  const questionnaireId = await questionnaireIdForNewProfile(db, 'full');
  const rows = demoProfiles(resolveLocale(owner.ln), shownOn).map((demo) => ({
    id: randomUUID(),
    ownerId: owner.id,
    kind: 'full',
    isShort: false,
    isDemo: true,
    permalink: newLinkToken(),
    questionnaireId,
    firstName: demo.firstName,
    lastName: demo.lastName,
    position: demo.position,
    birthDate: demo.birthDate,
    answers: demo.answers,
    ...deriveFacts({ answers: demo.answers, birthDate: demo.birthDate, gender: demo.gender, today: shownOn }),
    state: 'ack_a',
    currentStep: lastStep,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
  }));
  await db.insert(profiles).values(rows);
}
