import { locales } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { flameResultMail } from './flame-result';

const url = 'https://teamcast.example.com/main/questionnaire-result/AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('the partner test’s result mail', () => {
  it.each(locales)('carries the result’s link as the button and in the text, in %s', (locale) => {
    const mail = flameResultMail(locale, { url, title: locale === 'ru' ? 'Анна и Борис' : 'Anna and Boris' });
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.subject).toContain(locale === 'ru' ? 'Анна и Борис' : 'Anna and Boris');
    if (locale === 'ru') expect(mail.text).toMatch(/не пересылайте/);
    else expect(mail.text).not.toMatch(/[а-яё]/i);
  });

  it('escapes a title in the HTML and keeps it as written in the text', () => {
    const mail = flameResultMail('en', { url, title: 'A <b> & B' });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('A &#60;b&#62; &#38; B');
    expect(mail.text).toContain('A <b> & B');
  });
});
