import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpVerifiedOwner, uniqueEmail } from '../support/accounts';
import { screenshotDir } from '../support/environment';
import { newOwnerWithTools } from '../support/owner-workspace';

/*
 * The manager simulator against the real server: a team built on the teams page, changed day by day,
 * undone, overloaded above 50 hours a week, forecast; and a stale edit from a second tab refused and
 * replaced by the team as it is. Screenshots in e2e/screenshots/teams-*.png and simulator-*.png.
 */

const wide = { width: 1920, height: 1080 };
const desktop = { width: 1280, height: 800 };

/** The whole page; with a dialog open, the screen as the owner sees it (the backdrop covers only that). */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: !dialog });
}

/** Both sizes of one screen: 1280×800, then 1920×1080, back to 1280×800. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(wide);
  await shot(page, `${name}-1920`);
  await page.setViewportSize(desktop);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new owner has six demo specialists; a seventh, shared by another owner, lets one member work with
 * more colleagues than fit into 50 hours a week (six pairs of at most 10 hours make 50 at most).
 */
async function attachAnotherOwnersSpecialist(request: APIRequestContext, token: string): Promise<void> {
  const email = uniqueEmail('simulator-friend');
  const friend = await signUpVerifiedOwner(request, email, 'simulator-friend-1');
  const list = await request.get('/api/v1/owner/profiles', { headers: bearer(friend) });
  expect(list.status()).toBe(200);
  const [first] = ((await list.json()) as { items: { _id: string }[] }).items;
  expect(first).toBeTruthy();
  // Every new owner gets the same demo people: a name of its own keeps the seventh apart from them.
  const renamed = await request.patch(`/api/v1/owner/profiles/${first!._id}`, { headers: bearer(friend), data: { firstName: 'Тимур', lastName: 'Гостев' } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const link = await request.get(`/api/v1/owner/profiles/sharelink/${first!._id}`, { headers: bearer(friend) });
  expect(link.status()).toBe(200);
  const { sharelink } = (await link.json()) as { sharelink: string };
  const attached = await request.post(`/api/v1/owner/profiles/attach/${sharelink}`, { headers: bearer(token) });
  expect(attached.status(), await attached.text()).toBe(200);
}

/** Builds a team of the first `size` specialists on the teams page and opens it; returns their names. */
async function buildTeam(page: Page, title: string, size: number, words: { next: string; submit: string }) {
  await page.goto('/owner/teams');
  await page.getByTestId('create-team').click();
  const titleDialog = page.getByRole('dialog').filter({ has: page.getByTestId('team-title-form') });
  await titleDialog.getByRole('textbox').fill(title);
  await titleDialog.getByRole('button', { name: words.next }).click();
  const setup = page.getByRole('dialog').filter({ has: page.getByTestId('team-setup-form') });
  const options = setup.getByTestId('profile-option');
  await expect(options.first()).toBeVisible();
  for (let i = 0; i < size; i += 1) await options.nth(i).getByRole('checkbox').check();
  await expect(setup.getByTestId('chosen-count')).toContainText(String(size));
  return { setup, submit: () => setup.getByRole('button', { name: words.submit }).click() };
}

const cardOf = (page: Page, name: string) => page.getByTestId('member-card').filter({ has: page.getByText(name, { exact: true }) });

async function memberAction(page: Page, card: Locator, action: string) {
  await card.getByRole('button', { name: /^(Действия|Actions):/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('member-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-member') ?? ''));
}

/** Sets the hours of a pair from the card of `name`, on the day selected. */
async function setHours(page: Page, name: string, partner: string, hours: string) {
  await memberAction(page, cardOf(page, name), 'Настроить взаимодействие…');
  const dialog = page.getByTestId('interaction-dialog');
  await dialog.getByTestId('interaction-partner').click();
  await page.getByRole('option', { name: partner, exact: true }).click();
  await dialog.getByTestId('interaction-hours').click();
  await page.getByRole('option', { name: hours, exact: true }).click();
  return dialog;
}

async function selectDay(page: Page, day: number) {
  await page.getByTestId('day-input').fill(String(day));
  await page.getByTestId('day-input').press('Tab');
  await expect(page.getByTestId('day-input')).toHaveValue(String(day));
}

test('an owner builds a team, changes it day by day, undoes, overloads a member and runs the forecast', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await newOwnerWithTools(page, request, 'simulator');
  await attachAnotherOwnersSpecialist(request, owner.token);

  const { setup, submit } = await buildTeam(page, 'Отдел продаж', 4, { next: 'Далее', submit: 'Создать команду' });
  await expect(setup.getByText('Работает 1 год')).toBeVisible();
  await shot(page, 'teams-01-setup-ru-1280', { dialog: true });
  await submit();
  await expect(page).toHaveURL(/\/owner\/team\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Отдел продаж' })).toBeVisible();
  await expect(page.getByTestId('member-card')).toHaveCount(4);

  // Three more join on day 0: seven in all.
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('add-member').click();
    const dialog = page.getByTestId('add-member-dialog');
    await dialog.getByTestId('profile-option').first().getByRole('radio').check();
    if (i === 0) await shot(page, 'simulator-00-add-member-ru-1280', { dialog: true });
    await dialog.getByTestId('add-member-submit').click();
    await expect(page.getByTestId('member-card')).toHaveCount(5 + i);
  }
  const [busy, ...others] = await cardNames(page);

  // Four colleagues at 10 hours and two at the default 5 make 50: not above yet.
  for (const partner of others.slice(0, 4)) {
    const dialog = await setHours(page, busy!, partner, '10 ч в неделю');
    await expect(dialog.getByTestId('overwork-warning')).toBeHidden();
    await dialog.getByTestId('interaction-save').click();
    await expect(dialog).toBeHidden();
  }
  const dialog = await setHours(page, busy!, others[4]!, '10 ч в неделю');
  const warning = dialog.getByTestId('overwork-warning');
  await expect(warning).toContainText('Больше 50 часов в неделю');
  await expect(warning).toContainText(`${busy}: с дня 0`);
  await expect(warning).toContainText('получится 55 ч взаимодействия в неделю — больше 50');
  await shot(page, 'simulator-01-hours-warning-ru-1280', { dialog: true });
  await dialog.getByTestId('interaction-save').click();
  await expect(dialog).toBeHidden();

  // Day 100: one member leaves; another is appointed lead, and that is undone.
  await selectDay(page, 100);
  const leaving = others[5]!;
  await memberAction(page, cardOf(page, leaving), 'Уволить в этот день');
  await expect(cardOf(page, leaving).getByTestId('member-status')).toHaveText('Уволен(а)');
  await expect(page.getByTestId('events-sidebar')).toContainText(`${leaving}: увольнение`);
  await selectDay(page, 99);
  await expect(cardOf(page, leaving).getByTestId('member-status')).toHaveText('В команде');
  await selectDay(page, 100);

  const lead = others[0]!;
  await memberAction(page, cardOf(page, lead), 'Назначить руководителем');
  await expect(cardOf(page, lead).getByTestId('member-rank')).toHaveText('Руководитель');
  await page.getByTestId('undo').click();
  const undo = page.getByTestId('undo-dialog');
  await expect(undo.getByTestId('undo-items')).toContainText(`Назначение руководителем: ${lead} — день 100`);
  await shot(page, 'simulator-02-undo-ru-1280', { dialog: true });
  await undo.getByTestId('undo-confirm').click();
  await expect(undo).toBeHidden();
  await expect(cardOf(page, lead).getByTestId('member-rank')).toBeHidden();
  await expect(page.getByTestId('undo')).toBeDisabled();

  // A refusal in words: a second lead on the same days.
  await memberAction(page, cardOf(page, lead), 'Назначить руководителем');
  await expect(cardOf(page, lead).getByTestId('member-rank')).toHaveText('Руководитель');
  await memberAction(page, cardOf(page, others[1]!), 'Назначить руководителем');
  await expect(page.getByTestId('scene-refusal')).toContainText('В этот день у команды уже есть руководитель');
  await expect(page.getByTestId('scene-refusal')).toContainText(`Эту должность занимает ${lead}`);

  // The forecast of the team as it stands started by itself after the last saved change; the refusal starts none.
  await expect(page.getByTestId('forecast-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('run-forecast')).not.toHaveAttribute('data-loading', { timeout: 60_000 });
  await expect(page.getByTestId('forecast-warnings')).toContainText(`${busy}: 55 ч в неделю`);
  await expect(page.getByTestId('rating-current')).toBeVisible();
  await expect(page.getByTestId('member-rating').first()).toBeVisible();
  await shots(page, 'simulator-03-forecast-ru');

  await page.goto('/owner/teams');
  await expect(page.getByTestId('team-row')).toHaveCount(1);
  await expect(page.getByTestId('last-opened')).toContainText('Отдел продаж');
  await shots(page, 'teams-02-list-ru');
});

test('in English: the teams page and the simulator with a forecast', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The realtime gateway as the page hears it, with the end of a run held back while `holding`, to see it under way.
  let holding = false;
  const held: { send: () => void }[] = [];
  await page.routeWebSocket(/\/api\/v1\/realtime/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      const late = typeof message === 'string' && /"type":"(renderCheckTeam|sceneComputePhase)"/.test(message) && !/"phase":"(init|units)"/.test(message);
      if (holding && late) held.push({ send: () => socket.send(message) });
      else socket.send(message);
    });
  });
  await newOwnerWithTools(page, request, 'simulator-en', { language: 'en' });
  const { submit } = await buildTeam(page, 'Product team', 4, { next: 'Next', submit: 'Create team' });
  await shot(page, 'teams-03-setup-en-1280', { dialog: true });
  await submit();
  await expect(page.getByRole('heading', { level: 1, name: 'Product team' })).toBeVisible();
  const [first] = await cardNames(page);
  await selectDay(page, 30);
  await memberAction(page, cardOf(page, first!), 'Appoint manager');
  await expect(cardOf(page, first!).getByTestId('member-rank')).toHaveText('Manager');
  // The change starts the forecast by itself.
  await expect(page.getByTestId('forecast-summary')).toBeVisible({ timeout: 60_000 });
  await shots(page, 'simulator-04-forecast-en');

  // A new forecast shows its progress in the toolbar, beside its button: nothing below moves while it runs.
  const summary = page.getByTestId('forecast-summary');
  const summaryTop = (await summary.boundingBox())?.y;
  holding = true;
  await page.getByTestId('run-forecast').click();
  await expect(page.getByTestId('run-progress')).toContainText('Working out each person');
  expect((await summary.boundingBox())?.y).toBe(summaryTop);
  await shot(page, 'simulator-07-rerun-en-1280');
  holding = false;
  for (const message of held.splice(0)) message.send();
  await expect(page.getByTestId('run-progress')).toBeHidden();
  expect((await summary.boundingBox())?.y).toBe(summaryTop);

  // The team settings: the cards show each member's share of the team instead.
  await page.getByTestId('open-settings').click();
  const settings = page.getByTestId('team-settings');
  await settings.getByText('Share of the team, %').click();
  await expect(page.getByTestId('member-rating').first()).toContainText('%');
  await shot(page, 'simulator-06-settings-en-1280', { dialog: true });
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.goto('/owner/teams');
  await expect(page.getByTestId('team-row')).toHaveCount(1);
  await page.getByTestId('team-row').getByRole('checkbox').check();
  await shots(page, 'teams-04-list-en');
});

test("a second tab's stale edit is refused, and the tab shows the team as it is now", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await newOwnerWithTools(page, request, 'simulator-tabs');
  const { submit } = await buildTeam(page, 'Две вкладки', 3, { next: 'Далее', submit: 'Создать команду' });
  await submit();
  await expect(page.getByTestId('member-card')).toHaveCount(3);
  const [first, second] = await cardNames(page);

  // The second tab does not hear from the gateway, as a tab whose connection has dropped: it keeps the
  // version it loaded while the first tab moves on.
  const other = await context.newPage();
  await other.routeWebSocket(/\/api\/v1\/realtime/, () => undefined);
  await other.goto(page.url());
  await expect(other.getByTestId('member-card')).toHaveCount(3);

  await memberAction(page, cardOf(page, first!), 'Назначить руководителем');
  await expect(cardOf(page, first!).getByTestId('member-rank')).toHaveText('Руководитель');

  await memberAction(other, cardOf(other, second!), 'Назначить менеджером');
  await expect(other.getByTestId('scene-conflict')).toContainText('Команду изменили в другой вкладке или на другом устройстве');
  // The newer team is in place of the stale one: the first tab's lead shows, the refused change does not.
  await expect(cardOf(other, first!).getByTestId('member-rank')).toHaveText('Руководитель');
  await expect(cardOf(other, second!).getByTestId('member-rank')).toBeHidden();
  await shot(other, 'simulator-05-conflict-ru-1280');

  // Made again on the version now shown, the change goes through.
  await memberAction(other, cardOf(other, second!), 'Назначить менеджером');
  await expect(cardOf(other, second!).getByTestId('member-rank')).toHaveText('Менеджер');
  await expect(other.getByTestId('scene-conflict')).toBeHidden();
});
