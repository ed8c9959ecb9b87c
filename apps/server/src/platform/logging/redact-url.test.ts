import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

const key = 'Zm9vYmFyLWtleS0wMTIzNDU2Nzg5YWJj';
const token = 'c2hhcmVkLXRva2VuLTAxMjM0NTY3ODlh';

describe('redactUrl', () => {
  it.each([
    [`/api/v1/owner/flame/data/${key}`, '/api/v1/owner/flame/data/[redacted]'],
    [`/api/v1/owner/flame/data/${key}?ln=en`, '/api/v1/owner/flame/data/[redacted]?ln=en'],
    [`/api/v1/owner/flame/data/${key}/share`, '/api/v1/owner/flame/data/[redacted]/share'],
    [`/api/v1/owner/flame/data/${key}/report.pdf?ln=ru`, '/api/v1/owner/flame/data/[redacted]/report.pdf?ln=ru'],
    [`/api/v1/owner/data/${key}`, '/api/v1/owner/data/[redacted]'],
    [`/main/questionnaire-result/${key}`, '/main/questionnaire-result/[redacted]'],
    [`https://teamcast.example.com/main/questionnaire-result/${key}#top`, 'https://teamcast.example.com/main/questionnaire-result/[redacted]#top'],
    [`/api/v1/app/result/${token}`, '/api/v1/app/result/[redacted]'],
    [`/api/v1/app/result/${token}/image.png?ln=en`, '/api/v1/app/result/[redacted]/image.png?ln=en'],
    [`/result/${token}`, '/result/[redacted]'],
  ])('hides the partner test’s key or shared link in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('hides them inside a longer text, each time they appear', () => {
    const text = `failed at /main/questionnaire-result/${key} after GET /api/v1/app/result/${token}/image.png and "/api/v1/owner/flame/data/${key}"`;
    const redacted = redactUrl(text);
    expect(redacted).not.toContain(key);
    expect(redacted).not.toContain(token);
    expect(redacted).toBe(
      'failed at /main/questionnaire-result/[redacted] after GET /api/v1/app/result/[redacted]/image.png and "/api/v1/owner/flame/data/[redacted]"',
    );
  });

  it('leaves the places without secrets as they are', () => {
    for (const url of ['/api/v1/owner/flame/data', '/api/v1/owner/save/flame', '/api/v1/chatgpt/resultAnonymous', '/main', '/main/test?ln=en']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('still hides the secrets it hid before', () => {
    expect(redactUrl('/api/v1/passport/owner/login/magic/abc_DEF-123')).toBe('/api/v1/passport/owner/login/magic/[redacted]');
    expect(redactUrl('/api/v1/app/profile/abc?token=secret&ln=ru')).toBe('/api/v1/app/profile/[redacted]?token=[redacted]&ln=ru');
  });
});
