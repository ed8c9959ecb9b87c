import { locales } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import {
  contactMail,
  estimatorInvitationMail,
  joinRequestConfirmationMail,
  joinRequestToTeamMail,
  loginLinkMail,
  passwordResetMail,
  verificationMail,
  type RenderedMail,
} from './index';

const url = 'https://teamcast.example.com/owner/magic-link?token=abc_DEF-123';
const hour = 60 * 60 * 1000;

describe('mail templates', () => {
  const linkMails: [string, (locale: (typeof locales)[number]) => RenderedMail][] = [
    ['login link', (locale) => loginLinkMail(locale, { url, lifetimeMs: hour })],
    ['verification', (locale) => verificationMail(locale, { url, lifetimeMs: 7 * 24 * hour })],
    ['password reset', (locale) => passwordResetMail(locale, { url, lifetimeMs: hour })],
    ['estimator invitation', (locale) => estimatorInvitationMail(locale, { url, lifetimeMs: 7 * 24 * hour, fullName: 'Анна' })],
  ];

  it.each(linkMails)('%s: carries the link in the text and as the button, in Russian and English', (_, render) => {
    const [ru, en] = locales.map(render) as [RenderedMail, RenderedMail];
    for (const mail of [ru, en]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(`${mail.subject}\n${mail.text}`).toContain('Teamcast');
    }
    expect(ru.subject).toMatch(/[а-яё]/i);
    expect(en.subject).not.toMatch(/[а-яё]/i);
    expect(ru.text).not.toBe(en.text);
  });

  it('says how long a link works', () => {
    expect(loginLinkMail('ru', { url, lifetimeMs: hour }).text).toContain('Ссылка действует 60 минут');
    expect(verificationMail('en', { url, lifetimeMs: 7 * 24 * hour }).text).toContain('for 7 days');
  });

  it('escapes what visitors wrote in the HTML, and keeps it as written in the text', () => {
    const request = { email: 'x@example.com', name: '<script>', companyName: 'A & B', message: 'line 1\nline 2' };
    const team = joinRequestToTeamMail('ru', request);
    expect(team.html).not.toContain('<script>');
    expect(team.html).toContain('&#60;script&#62;');
    expect(team.html).toContain('A &#38; B');
    expect(team.html).toContain('line 1<br>line 2');
    expect(team.text).toContain('Компания: A & B');
    expect(joinRequestConfirmationMail('en', request).text).toContain('Hello, <script>!');
    const contact = contactMail('en', { email: 'x@example.com', username: 'Bob', message: 'Hi <b>' });
    expect(contact.subject).toBe('Message from the Teamcast website from Bob <x@example.com>');
    expect(contact.html).toContain('Hi &#60;b&#62;');
  });
});

describe('formatDuration', () => {
  const day = 24 * 60;
  it.each([
    [1, '1 минута', '1 день'],
    [2, '2 минуты', '2 дня'],
    [5, '5 минут', '5 дней'],
    [11, '11 минут', '11 дней'],
    [21, '21 минута', '21 день'],
    [22, '22 минуты', '22 дня'],
    [25, '25 минут', '25 дней'],
  ] as const)('Russian plural of %i: "%s", "%s"', (count, minutes, days) => {
    expect(formatDuration(count * 60_000, 'ru')).toBe(minutes);
    expect(formatDuration(count * day * 60_000, 'ru')).toBe(days);
  });

  it.each([
    [1, '1 minute', '1 day'],
    [2, '2 minutes', '2 days'],
  ] as const)('English plural of %i: "%s", "%s"', (count, minutes, days) => {
    expect(formatDuration(count * 60_000, 'en')).toBe(minutes);
    expect(formatDuration(count * day * 60_000, 'en')).toBe(days);
  });

  it.each([
    [1, 'ru', '1 минута'],
    [2, 'ru', '2 минуты'],
    [5, 'ru', '5 минут'],
    [21, 'ru', '21 минута'],
    [60, 'ru', '60 минут'],
    [120, 'ru', '2 часа'],
    [24 * 60, 'ru', '1 день'],
    [11 * 24 * 60, 'ru', '11 дней'],
    [22 * 24 * 60, 'ru', '22 дня'],
    [1, 'en', '1 minute'],
    [60, 'en', '60 minutes'],
    [180, 'en', '3 hours'],
    [7 * 24 * 60, 'en', '7 days'],
  ] as const)('%i minutes in %s is "%s"', (minutes, locale, text) => {
    expect(formatDuration(minutes * 60_000, locale)).toBe(text);
  });
});
