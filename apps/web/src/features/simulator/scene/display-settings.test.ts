import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './display-settings';

describe('the simulator settings kept for the account', () => {
  it('start from the spec defaults: by actor added, newest first, both tips shown', () => {
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ sceneSort: 'addedDesc', showSceneCardTips: true, showSceneIndicatorTips: true });
  });

  it('keep each field that is well formed and take the default for any other', () => {
    const stored = {
      sceneSort: 'name',
      cardRating: 'stars',
      showSceneCardTips: false,
      showSceneIndicatorTips: 'no',
      baselines: { t1: { ruid: 'r1', rating: 1.5 }, t2: { ruid: 7 }, t3: 'x' },
    };
    expect(readSettings(stored)).toEqual({
      sceneSort: 'name',
      cardRating: 'rating',
      showSceneCardTips: false,
      showSceneIndicatorTips: true,
      baselines: { t1: { ruid: 'r1', rating: 1.5 } },
    });
    expect(readSettings(['addedAsc'])).toEqual(DEFAULT_SETTINGS);
  });
});
