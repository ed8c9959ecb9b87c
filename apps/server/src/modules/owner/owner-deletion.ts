import { removedPersonLabel, resolveLocale } from '@teamcast/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { dashboardHistory, owners, profileAttachments, profiles, scenes } from '../../db/schema';
import type { Db } from '../../platform/database';
import { forgetAccountTraces } from '../accounts/account-traces';
import type { ModuleDeps } from '../module-deps';
import { announceTeamsHolding } from '../scenes/scene-announcements';
import { deleteOwner } from './owners-repository';

interface Person {
  firstName: string | null;
  lastName: string | null;
}

// Russian names change their endings with case (Анна Петрова, у Анны Петровой), so a name is matched by
// its stem with an ending of a few letters, and not inside a longer word (Петровский).
const stemOf = (word: string) => (word.length >= 4 ? word.replace(/[аеёиоуыэюяьй]+$/iu, '') : word);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordOf = (word: string) => `${escapeRegExp(stemOf(word))}\\p{L}{0,3}(?!\\p{L})`;

/**
 * How a title may name a person: by the last name, in any case, with the first name before or after
 * it. A first name alone names nobody in particular and stays.
 */
function mentionsOf(person: Person): RegExp | undefined {
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  if (last.length < 3) return undefined;
  const lastName = wordOf(last);
  const around = first ? `(?:${wordOf(first)}\\s+)?${lastName}(?:\\s+${wordOf(first)})?` : lastName;
  return new RegExp(`(?<!\\p{L})${around}`, 'giu');
}

/** The title with every mention of these people replaced by the removed-person label. */
export function scrubNames(title: string, people: readonly Person[], label: string): string {
  let result = title;
  for (const mention of people.map(mentionsOf)) if (mention) result = result.replace(mention, label);
  return result;
}

/**
 * Titles other owners typed themselves may name a person whose profile they had added; those mentions
 * go with the person. Titles built from names are never stored, so they need nothing.
 */
async function scrubOtherOwnersTitles(tx: Db, ownerId: string, people: readonly Person[], profileIds: readonly string[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const others = await tx
    .selectDistinct({ id: owners.id, ln: owners.ln })
    .from(profileAttachments)
    .innerJoin(owners, eq(owners.id, profileAttachments.ownerId))
    .where(and(inArray(profileAttachments.profileId, [...profileIds]), ne(profileAttachments.ownerId, ownerId)));
  for (const other of others) {
    const label = removedPersonLabel[resolveLocale(other.ln)];
    const titled = await tx.select({ id: scenes.id, title: scenes.title }).from(scenes).where(and(eq(scenes.ownerId, other.id), eq(scenes.autoTitle, false)));
    for (const row of titled) {
      const title = scrubNames(row.title, people, label);
      if (title !== row.title) await tx.update(scenes).set({ title }).where(eq(scenes.id, row.id));
    }
    const items = await tx.select({ id: dashboardHistory.id, title: dashboardHistory.title }).from(dashboardHistory).where(eq(dashboardHistory.ownerId, other.id));
    for (const item of items) {
      const title = item.title === '' ? '' : scrubNames(item.title, people, label);
      if (title !== item.title) await tx.update(dashboardHistory).set({ title }).where(eq(dashboardHistory.id, item.id));
    }
  }
  return others.map((other) => other.id);
}

/**
 * Deletes an owner and the people of their profiles everywhere (decision 46 in docs/decisions says what is kept):
 * the owner's own rows go by cascade, other owners' teams and pairs show those people as removed and
 * the teams as broken, titles other owners typed lose their names, and the account's sessions, links,
 * devices, kept mail and attempt counters go too. Connections of its sessions close after the commit.
 * `alsoInside` writes in the same transaction what must stand or fall with the deletion (an administrator's audit entry).
 */
export async function deleteOwnerAccount(
  deps: ModuleDeps,
  ownerId: string,
  alsoInside?: (tx: Db, owner: { id: string; email: string }) => Promise<void>,
): Promise<boolean> {
  const result = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: owners.id, email: owners.email }).from(owners).where(eq(owners.id, ownerId)).for('update');
    if (!owner) return undefined;
    const people = await tx.select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(eq(profiles.ownerId, ownerId));
    const profileIds = people.map((person) => person.id);
    const otherOwners = await scrubOtherOwnersTitles(tx, ownerId, people, profileIds);
    await forgetAccountTraces(tx, deps, { kind: 'owner', accountId: ownerId, email: owner.email });
    await deleteOwner(tx, ownerId);
    await alsoInside?.(tx, owner);
    return { profileIds, otherOwners };
  });
  if (!result) return false;
  deps.sessions.announceEnded({ accountKind: 'owner', accountId: ownerId });
  if (result.otherOwners.length > 0) {
    for (const profileId of result.profileIds) await announceTeamsHolding(deps, profileId, result.otherOwners);
  }
  return true;
}
