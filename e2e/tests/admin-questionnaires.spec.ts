import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { administrator, signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';

/*
 * The administrator edits a questionnaire: a question's wording changed and saved, a broken dependency refused
 * before saving, the live preview showing a dependent question only once its condition is answered, and the
 * saved wording reaching the people who fill it in. Screenshots in e2e/screenshots/questionnaires-*.png.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `questionnaires-${name}.png`), fullPage: true });
}

test('an administrator edits the couple questionnaire with validation and a live preview, and couples see the change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/administrator/login');
  const login = page.getByTestId('sign-in-form');
  await login.getByLabel('Email').fill(administrator.email);
  await login.getByLabel(/^Пароль/).fill(administrator.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/administrator/profiles');

  await page.getByRole('link', { name: 'Опросники' }).click();
  await expect(page.getByTestId('questionnaire-row')).toHaveCount(4);
  await shot(page, '01-list');
  await page.getByRole('link', { name: 'Анкета пары' }).click();
  await expect(page.getByTestId('question-list')).toBeVisible();

  // The preview hides the dependent question until its condition holds.
  const preview = page.getByTestId('questionnaire-preview');
  await expect(preview.getByText('Вы живёте вместе?')).toBeVisible();
  await expect(preview.getByText('Сколько лет вы живёте вместе')).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Да', exact: true }).click();
  await expect(preview.getByText('Сколько лет вы живёте вместе')).toBeVisible();

  // A new wording shows in the preview at once and is saved.
  await page.getByTestId('question-list-item').filter({ hasText: 'relationship_length' }).click();
  const form = page.getByTestId('question-form');
  await form.getByLabel('Текст вопроса по-русски').fill('Сколько вы уже вместе');
  await expect(preview.getByText('Сколько вы уже вместе')).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
  await shot(page, '02-edited');

  // A dependency on a question that does not exist is named and blocks saving.
  await page.getByRole('tab', { name: 'Дополнительно: JSON' }).click();
  const json = page.getByTestId('questions-json');
  const questions = JSON.parse(await json.inputValue()) as { neuronName: string; options?: { dependsOn?: { neuronName: string }[] } }[];
  const broken = structuredClone(questions);
  broken.find((q) => q.neuronName === 'household_split')!.options!.dependsOn![0]!.neuronName = 'no_such_question';
  await json.fill(JSON.stringify(broken, null, 2));
  await expect(page.getByTestId('definition-issues')).toContainText('no_such_question');
  await expect(page.getByTestId('save-questionnaire')).toBeDisabled();
  await shot(page, '03-issue');
  await json.fill(JSON.stringify(questions, null, 2));
  await expect(page.getByTestId('definition-issues')).toHaveCount(0);

  await page.getByTestId('save-questionnaire').click();
  await expect(page.getByText('Опросник сохранён')).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
  await page.reload();
  await page.getByTestId('question-list-item').filter({ hasText: 'relationship_length' }).click();
  await expect(page.getByTestId('question-form').getByLabel('Текст вопроса по-русски')).toHaveValue('Сколько вы уже вместе');
  await shot(page, '04-saved');

  // A couple invited afterwards is asked in the new words.
  const token = await signUpVerifiedOwner(request, uniqueEmail('couple'), 'owner-secret-1');
  const created = await request.post('/api/v1/owner/profiles/love', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Мария', couple: true },
  });
  expect(created.status()).toBe(201);
  const { permalink } = (await created.json()) as { permalink: string };
  await page.goto(`/couple-questionnaire?p=${permalink}&step=1`);
  const details = page.getByTestId('details-form');
  await details.getByLabel('Имя партнёра').fill('Олег');
  await details.getByTestId('flow-next').click();
  await expect(page.getByTestId('step-form')).toContainText('Сколько вы уже вместе');
  await shot(page, '05-couple-sees-it');
});
