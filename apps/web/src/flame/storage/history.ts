import type { FlameTest } from '@teamcast/contract';
import { readJson, writeJson, type KeyValueStore } from './browser-store';

/** A test taken on this device (spec section 3, the flame history item); `compatibilityId` is its key. */
export interface HistoryItem {
  title: string;
  status: FlameTest['status'];
  createdAt: string;
  compatibilityId: string;
}

export const historyKey = 'teamcast.flame.history';
const limit = 50;

function isItem(value: unknown): value is HistoryItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.title === 'string' &&
    (item.status === 'INITIAL' || item.status === 'UNPAID' || item.status === 'PAID') &&
    typeof item.createdAt === 'string' &&
    typeof item.compatibilityId === 'string'
  );
}

const isHistory = (value: unknown): value is unknown[] => Array.isArray(value);

/** The tests of this device, newest first; an item damaged in storage is left out. */
export function readHistory(store: KeyValueStore): HistoryItem[] {
  return (readJson(store, historyKey, isHistory) ?? []).filter(isItem);
}

/** Adds a test, or brings its item up to date (its status changes as it is paid). */
export function rememberTest(store: KeyValueStore, test: Pick<FlameTest, 'key' | 'title' | 'status' | 'createdAt'>): HistoryItem[] {
  const item: HistoryItem = { title: test.title, status: test.status, createdAt: test.createdAt, compatibilityId: test.key };
  const others = readHistory(store).filter((existing) => existing.compatibilityId !== test.key);
  const items = [item, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  writeJson(store, historyKey, items);
  return items;
}

export function forgetTest(store: KeyValueStore, key: string): HistoryItem[] {
  const items = readHistory(store).filter((item) => item.compatibilityId !== key);
  writeJson(store, historyKey, items);
  return items;
}
