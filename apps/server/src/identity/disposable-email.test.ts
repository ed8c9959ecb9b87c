import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from './disposable-email';

describe('isDisposableEmail', () => {
  it('recognises temporary-mail services, their subdomains, in any case', () => {
    for (const email of ['a@mailinator.com', 'b@YOPMAIL.com', 'c@10minutemail.com', 'd@inbox.mailinator.com']) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
  });

  it('leaves ordinary providers and companies alone', () => {
    for (const email of ['a@gmail.com', 'b@yandex.ru', 'c@mail.ru', 'd@teamcast.example.com', 'e@outlook.com']) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });
});
