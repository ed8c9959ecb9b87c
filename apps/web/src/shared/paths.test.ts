import { describe, expect, it } from 'vitest';
import { areaOfPath, href, loginHref, nextAfterLogin, paths } from './paths';

describe('paths', () => {
  it('builds links, leaving optional parameters out when not given', () => {
    expect(href(paths.owner.team, { id: 't 1' })).toBe('/owner/team/t%201');
    expect(href(paths.owner.p2p)).toBe('/owner/dashboard/p2p');
    expect(href(paths.owner.p2p, { id: 'x' })).toBe('/owner/dashboard/p2p/x');
  });

  it('knows which area a path belongs to', () => {
    expect(areaOfPath('/')).toBe('public');
    expect(areaOfPath('/faq')).toBe('public');
    expect(areaOfPath('/main/questionnaire/3')).toBe('main');
    expect(areaOfPath('/owner')).toBe('owner');
    expect(areaOfPath('/owner/dashboard')).toBe('owner');
    expect(areaOfPath('/owner-mobile/p2p')).toBe('owner-mobile');
    expect(areaOfPath('/ownerx')).toBe('public');
    expect(areaOfPath('/love-mobile')).toBe('love-mobile');
    expect(areaOfPath('/compare-profiles')).toBe('estimator');
    expect(areaOfPath('/estimator/profiles/1')).toBe('estimator');
    expect(areaOfPath('/administrator/login')).toBe('administrator');
  });

  it('carries the wanted page to the login', () => {
    expect(loginHref('owner')).toBe('/owner/login');
    expect(loginHref('owner', '/owner/teams?x=1')).toBe('/owner/login?next=%2Fowner%2Fteams%3Fx%3D1');
    expect(loginHref('estimator', '/estimator/login')).toBe('/estimator/login');
  });

  it('returns after login only to a page of the same area on this site', () => {
    const home = paths.owner.dashboard;
    expect(nextAfterLogin('?next=%2Fowner%2Fteams', 'owner', home)).toBe('/owner/teams');
    expect(nextAfterLogin('', 'owner', home)).toBe(home);
    expect(nextAfterLogin('?next=https%3A%2F%2Fevil.example', 'owner', home)).toBe(home);
    expect(nextAfterLogin('?next=%2F%2Fevil.example', 'owner', home)).toBe(home);
    expect(nextAfterLogin('?next=%2Fadministrator%2Fprofiles', 'owner', home)).toBe(home);
    expect(nextAfterLogin('?next=%2Fowner%2Flogin', 'owner', home)).toBe(home);
  });
});
