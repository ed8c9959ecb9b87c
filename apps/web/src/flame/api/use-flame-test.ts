import type { FlameTest } from '@teamcast/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/language-context';
import { useServices } from '../services';
import { failureCode } from './flame-client';

export type TestLoad =
  | { state: 'loading'; test: null; code: null }
  | { state: 'ready'; test: FlameTest; code: null }
  /** `test` is what was shown before a later read failed, so a failed refresh hides nothing. */
  | { state: 'failed'; test: FlameTest | null; code: string };

type Outcome = { test: FlameTest } | { code: string } | null;

/** A test by its key, in the language on screen, read again when the language changes or on `reload`. */
export function useFlameTest(key: string) {
  const { client } = useServices();
  const { language } = useLanguage();
  const [load, setLoad] = useState<TestLoad>({ state: 'loading', test: null, code: null });
  const shown = useRef<FlameTest | null>(null);
  const controller = useRef<AbortController | null>(null);

  /** The latest read wins: an earlier one still on its way is dropped (null). */
  const read = useCallback(async (): Promise<Outcome> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const test = await client('getFlameData', { params: { key }, query: { ln: language } }, { signal: current.signal });
      return current.signal.aborted ? null : { test };
    } catch (error) {
      return current.signal.aborted ? null : { code: failureCode(error) };
    }
  }, [client, key, language]);

  const apply = useCallback((outcome: Outcome): FlameTest | null => {
    if (!outcome) return null;
    if ('test' in outcome) {
      shown.current = outcome.test;
      setLoad({ state: 'ready', test: outcome.test, code: null });
      return outcome.test;
    }
    setLoad({ state: 'failed', test: shown.current, code: outcome.code });
    return null;
  }, []);

  useEffect(() => {
    void read().then(apply);
    return () => controller.current?.abort();
  }, [read, apply]);

  /** Reads the test again; `loading` shows the spinner where nothing is shown yet (a retry after a failure). */
  const reload = useCallback(
    async (loading = false) => {
      if (loading && !shown.current) setLoad({ state: 'loading', test: null, code: null });
      return apply(await read());
    },
    [read, apply],
  );

  /** Puts an answer of another call (a share, a saved address) in place without reading again. */
  const replace = useCallback((test: FlameTest) => {
    shown.current = test;
    setLoad({ state: 'ready', test, code: null });
  }, []);

  return { load, reload, replace };
}
