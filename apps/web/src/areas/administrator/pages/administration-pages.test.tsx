import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOwner, AdminProfile, AdminProfileDetail, AuditEntry } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { administratorSelf, createFakeApi, failure, json } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const admin = () => administratorSelf({ ln: 'en' });

function profile(overrides: Partial<AdminProfile> = {}): AdminProfile {
  return {
    _id: 'p1',
    ownerId: 'o1',
    ownerEmail: 'hr@acme.test',
    kind: 'full',
    firstName: 'Anna',
    lastName: 'Lee',
    position: null,
    email: null,
    state: 'ack_a',
    status: 'completed',
    finalScore: null,
    finalScorePrecise: null,
    grade: null,
    skipStatus: null,
    gradeCount: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    completedAt: '2026-02-01T11:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<AdminProfileDetail> = {}): AdminProfileDetail {
  return { ...profile(), birthDate: null, gender: null, phone: null, answers: {}, questionnaire: null, grades: [], prediction: null, ...overrides };
}

const owner: AdminOwner = {
  _id: 'o1',
  email: 'hr@acme.test',
  status: 'verified',
  companyName: 'Acme',
  subscribe: 'LITE_MONTH',
  subscribeEndDate: '2026-04-01T00:00:00.000Z',
  createdAt: '2026-01-10T10:00:00.000Z',
  lastVisitAt: null,
  profileCount: 12,
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the administrator’s profiles', () => {
  it('shows each row’s status, asks the server for the chosen state, and points out the profile opened last', async () => {
    window.localStorage.setItem('teamcast.administrator.lastOpenedProfile', 'p2');
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listAdminProfiles: ({ query }) =>
        query.filter === 'suspicious'
          ? { items: [profile({ _id: 'p3', status: 'suspicious', firstName: 'Sam' })], total: 1 }
          : { items: [profile(), profile({ _id: 'p2', status: 'approved', finalScore: 90, grade: 'senior_plus', firstName: 'Bo' })], total: 2 },
      listProfileFilterOwners: { items: [], total: 0 },
    });
    const { router } = renderApp('/administrator/profiles', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const rows = await screen.findAllByTestId('admin-profile-row');
    expect(rows.map((row) => within(row).getByTestId('profile-status').textContent)).toEqual(['Completed', 'Approved']);
    expect(rows[1]?.getAttribute('data-last-opened')).toBe('true');
    expect(within(rows[1]!).getByText('Opened last')).toBeTruthy();
    expect(rows[0]?.hasAttribute('data-last-opened')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Suspicious' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-profile-row')).toHaveLength(1));
    expect(api.calls('listAdminProfiles').at(-1)?.query).toMatchObject({ filter: 'suspicious' });

    // Back from a profile, the list shows what it showed.
    await router.navigate('/administrator/profiles/p3');
    await router.navigate('/administrator/profiles');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Suspicious' })).toHaveProperty('checked', true));
    expect(api.calls('listAdminProfiles').at(-1)?.query).toMatchObject({ filter: 'suspicious' });
  });

  it('deletes the selected profiles after a confirmation', async () => {
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listAdminProfiles: { items: [profile(), profile({ _id: 'p2', firstName: 'Bo' })], total: 2 },
      listProfileFilterOwners: { items: [], total: 0 },
      deleteAdminProfiles: { deleted: 2 },
    });
    const { router } = renderApp('/administrator/profiles', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    await screen.findAllByTestId('admin-profile-row');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByTestId('profiles-delete-selected'));
    expect(await screen.findByText('Delete 2 profiles?')).toBeTruthy();
    expect(api.calls('deleteAdminProfiles')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(api.calls('deleteAdminProfiles')[0]?.body).toEqual({ ids: ['p1', 'p2'] }));
  });
});

describe('the administrator’s profile page', () => {
  it('shows the grades and a prediction marked as such, approves with a final score and cancels it', async () => {
    let current = detail({
      status: 'estimated',
      gradeCount: 1,
      grades: [{ estimatorId: 'e1', estimatorName: 'Olga Ivanova', score: 61, scorePrecise: 60.5, note: 'Strong', skipStatus: null, ratedAt: '2026-02-03T10:00:00.000Z' }],
      prediction: { modelId: 'm1', modelName: 'v3', value: 72.4, uncertainty: 4.2, grade: 'senior', predictedAt: '2026-02-04T10:00:00.000Z' },
    });
    const api = createFakeApi({
      getAdministratorSelf: admin,
      getAdminProfile: () => current,
      setFinalScore: ({ body }) => {
        current = { ...current, finalScore: (body as { score: number }).score, status: 'approved', grade: 'middle_plus' };
        return current;
      },
      deleteFinalScore: () => {
        current = { ...current, finalScore: null, status: 'estimated', grade: null };
        return current;
      },
    });
    const { router } = renderApp('/administrator/profiles/p1', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    expect(await screen.findByText('Olga Ivanova')).toBeTruthy();
    expect(screen.getByText('Strong')).toBeTruthy();
    const prediction = screen.getByTestId('profile-prediction');
    expect(within(prediction).getByText('Predicted')).toBeTruthy();
    expect(prediction.textContent).toContain('72.4 ± 4.2 (Senior)');
    expect(window.localStorage.getItem('teamcast.administrator.lastOpenedProfile')).toBe('p1');

    fireEvent.change(screen.getByTestId('finalScore-input'), { target: { value: '64' } });
    fireEvent.click(screen.getByTestId('finalScore-save'));
    await waitFor(() => expect(api.calls('setFinalScore')[0]?.body).toEqual({ score: 64 }));
    await waitFor(() => expect(screen.getByTestId('profile-status').textContent).toBe('Approved'));
    // A confirmed score replaces the guess.
    expect(screen.queryByTestId('profile-prediction')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel approval' }));
    await waitFor(() => expect(screen.getByTestId('profile-status').textContent).toBe('Estimated'));
    expect(api.calls('deleteFinalScore')).toHaveLength(1);
  });
});

describe('editing a profile', () => {
  function open(routes: Parameters<typeof createFakeApi>[0]) {
    const api = createFakeApi({ getAdministratorSelf: admin, ...routes });
    const view = renderApp('/administrator/profiles/p1', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    return { api, ...view };
  }

  it('saves only what changed and shows the saved names and skip status', async () => {
    let current = detail();
    const { api, router } = open({
      getAdminProfile: () => current,
      updateAdminProfile: ({ body }) => {
        current = { ...current, ...(body as Partial<AdminProfileDetail>) };
        return current;
      },
    });
    await settled(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Anna' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the profile' });
    expect(within(dialog).getByLabelText('First name')).toHaveProperty('value', 'Anna');
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Smirnova' } });
    fireEvent.click(within(dialog).getByText('Suspicious'));
    fireEvent.click(within(dialog).getByTestId('profile-edit-save'));
    await waitFor(() => expect(api.calls('updateAdminProfile')[0]?.body).toEqual({ lastName: 'Smirnova', skipStatus: 'suspicious' }));
    expect(api.calls('updateAdminProfile')[0]?.params).toEqual({ id: 'p1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smirnova Anna' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the profile' })).toBeNull());
    expect(screen.getByText('Skip status').nextElementSibling?.textContent).toBe('Suspicious');
  });

  it('marks a name that is not letters and sends nothing', async () => {
    const { api, router } = open({ getAdminProfile: () => detail(), updateAdminProfile: () => detail() });
    await settled(router);
    fireEvent.click(await screen.findByTestId('profile-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the profile' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Anna2' } });
    fireEvent.click(within(dialog).getByTestId('profile-edit-save'));
    expect(await within(dialog).findByText('Only Cyrillic and Latin letters')).toBeTruthy();
    expect(api.calls('updateAdminProfile')).toHaveLength(0);
  });

  it('says the save failed and keeps the dialog with what was typed', async () => {
    const { api, router } = open({ getAdminProfile: () => detail(), updateAdminProfile: () => failure(500, 'internal') });
    await settled(router);
    fireEvent.click(await screen.findByTestId('profile-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the profile' });
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: 'Lead analyst' } });
    fireEvent.click(within(dialog).getByTestId('profile-edit-save'));
    const alert = await within(dialog).findByTestId('profile-edit-failure');
    expect(alert.textContent).toContain('The changes are not saved');
    expect(alert.textContent).toContain('Your input is kept');
    expect(api.calls('updateAdminProfile')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit the profile' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Position')).toHaveProperty('value', 'Lead analyst');
    expect(screen.getByRole('heading', { level: 1, name: 'Lee Anna' })).toBeTruthy();
  });
});

describe('the administrator’s companies', () => {
  it('shows the columns of the spec and deletes a company only once confirmed', async () => {
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listAdminOwners: { items: [owner], total: 1 },
      deleteAdminOwner: () => json(204),
    });
    const { router } = renderApp('/administrator/owners', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const [row] = await screen.findAllByTestId('owner-row');
    expect(row?.textContent).toContain('hr@acme.test');
    expect(row?.textContent).toContain('Verified');
    expect(row?.textContent).toContain('LITE_MONTH');
    expect(row?.textContent).toContain('12');
    fireEvent.click(screen.getByRole('button', { name: 'Delete hr@acme.test' }));
    expect(await screen.findByText('Delete the company?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(api.calls('deleteAdminOwner')[0]?.params).toEqual({ id: 'o1' }));
  });
});

describe('the audit log', () => {
  it('lists the administrators’ actions and filters them by action', async () => {
    const entry: AuditEntry = {
      _id: 'a1',
      administratorId: 'admin-1',
      administratorEmail: 'boss@teamcast.test',
      action: 'finalScore.set',
      targetKind: 'profile',
      targetIds: ['p1'],
      details: { score: 64 },
      createdAt: '2026-02-05T10:00:00.000Z',
    };
    const api = createFakeApi({ getAdministratorSelf: admin, listAuditLog: { items: [entry], total: 1 } });
    const { router } = renderApp('/administrator/audit', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const [row] = await screen.findAllByTestId('audit-row');
    expect(row?.textContent).toContain('boss@teamcast.test');
    expect(row?.textContent).toContain('Final score set');
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
  });

  it('shows each entry’s details as words, never as raw JSON', async () => {
    const base = { administratorId: 'admin-1', administratorEmail: 'boss@teamcast.test', createdAt: '2026-02-05T10:00:00.000Z' };
    const entries: AuditEntry[] = [
      { ...base, _id: 'a1', action: 'profile.delete', targetKind: 'profile', targetIds: ['p1', 'p2', 'p3'], details: {} },
      { ...base, _id: 'a2', action: 'owner.update', targetKind: 'owner', targetIds: ['o1'], details: { companyName: { from: 'Acme', to: 'Acme Ltd' } } },
      { ...base, _id: 'a3', action: 'profile.update', targetKind: 'profile', targetIds: ['p1'], details: { skipStatus: 'normal' } },
    ];
    const api = createFakeApi({ getAdministratorSelf: admin, listAuditLog: { items: entries, total: 3 } });
    const { router } = renderApp('/administrator/audit', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    await screen.findAllByTestId('audit-row');
    expect(screen.getAllByTestId('audit-details').map((cell) => cell.textContent)).toEqual([
      'Deleted 3 profiles',
      'Company name: Acme → Acme Ltd',
      'Skip status: Skipped',
    ]);
    expect(screen.getByTestId('audit-table').textContent).not.toContain('{');
  });
});

describe('the administrator’s estimators', () => {
  it('edits an estimator’s name and information, and deletes one once confirmed', async () => {
    const estimator = {
      _id: 'e1',
      email: 'olga@teamcast.test',
      fullName: 'Olga Ivanova',
      information: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      lastVisitAt: null,
      profileCount: 3,
    };
    const api = createFakeApi({
      getAdministratorSelf: admin,
      listEstimators: { items: [estimator] },
      updateAdminEstimator: ({ body }) => ({ ...estimator, ...(body as object) }),
      deleteEstimator: () => json(204),
    });
    const { router } = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const [row] = await screen.findAllByTestId('estimator-row');
    expect(row?.textContent).toContain('3');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Olga Ivanova' }));
    fireEvent.change(await screen.findByTestId('estimator-edit-name'), { target: { value: 'Olga Smirnova' } });
    fireEvent.change(screen.getByLabelText('Information'), { target: { value: 'Senior HR' } });
    fireEvent.click(screen.getByTestId('estimator-edit-save'));
    await waitFor(() => expect(api.calls('updateAdminEstimator')[0]?.body).toEqual({ fullName: 'Olga Smirnova', information: 'Senior HR' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Olga Ivanova' }));
    expect(await screen.findByText('Delete the estimator?')).toBeTruthy();
    expect(api.calls('deleteEstimator')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(api.calls('deleteEstimator')[0]?.params).toEqual({ id: 'e1' }));
  });
});
