import { expect, type Locator, type Page } from '@playwright/test';

export type Pick = 'first' | 'last';

/**
 * Answers the one question on a phone screen: its first or last choice, a slider one step up or to its end, or
 * a dropdown's first path through each level that opens.
 */
export async function answerQuestion(page: Page, form: Locator, pick: Pick = 'first') {
  const choose = (options: Locator) => (pick === 'first' ? options.first() : options.last());
  const radios = form.getByRole('radio');
  if ((await radios.count()) > 0) return choose(radios).check();
  const boxes = form.getByRole('checkbox');
  if ((await boxes.count()) > 0) return choose(boxes).check();
  const slider = form.getByRole('slider');
  if ((await slider.count()) > 0) {
    await slider.first().focus();
    return page.keyboard.press(pick === 'first' ? 'ArrowRight' : 'End');
  }
  for (let level = 0; level < 3; level += 1) {
    const box = form.getByRole('combobox').nth(level);
    if ((await box.count()) === 0) return;
    await box.click();
    await page.getByRole('option').first().click();
    await expect(page.getByRole('option')).toHaveCount(0);
  }
}
