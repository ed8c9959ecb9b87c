import { readJson, writeJson, type KeyValueStore } from '../storage/browser-store';
import { emptySheet, isSheet, type Sheet } from '../test-flow/sheet';

/** The partner's answers to a test they opened through its link, kept in their browser per key (spec section 5). */
export interface PartnerProgress {
  started: boolean;
  /** All 30 answered: only the sending is left. */
  finished: boolean;
  sheet: Sheet;
}

const keyOf = (testKey: string) => `teamcast.flame.partner.${testKey}`;

function isProgress(value: unknown): value is PartnerProgress {
  if (typeof value !== 'object' || value === null) return false;
  const progress = value as Partial<PartnerProgress>;
  return typeof progress.started === 'boolean' && typeof progress.finished === 'boolean' && isSheet(progress.sheet);
}

export function readPartnerProgress(store: KeyValueStore, testKey: string): PartnerProgress {
  return readJson(store, keyOf(testKey), isProgress) ?? { started: false, finished: false, sheet: emptySheet() };
}

export const savePartnerProgress = (store: KeyValueStore, testKey: string, progress: PartnerProgress): void =>
  writeJson(store, keyOf(testKey), progress);

export const clearPartnerProgress = (store: KeyValueStore, testKey: string): void => store.remove(keyOf(testKey));
