import { ApiError, errorCodes, type ErrorCode } from '@teamcast/contract';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { createErrorDisplay, errorMessageKey } from './error-display';

const error = (code: ErrorCode) => new ApiError({ statusCode: 500, code, message: code });

describe('error display', () => {
  it('delivers failures to the display on screen', () => {
    const display = createErrorDisplay();
    const listener = vi.fn();
    display.subscribe(listener);
    display.show(error('internal'));
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ code: 'internal' }));
  });

  it('keeps failures that happen before a display is mounted', () => {
    const display = createErrorDisplay();
    display.show(error('network'));
    const listener = vi.fn();
    display.subscribe(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    display.subscribe(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('has a message in both languages for every code the server sends, and one for unknown codes', () => {
    for (const code of [...errorCodes, 'unknown']) {
      expect(ru.errors.codes).toHaveProperty(code);
      expect(en.errors.codes).toHaveProperty(code);
    }
    expect(errorMessageKey('not_found')).toBe('errors.codes.not_found');
    expect(errorMessageKey('something_new')).toBe('errors.codes.unknown');
    expect(ru.errors.codes.network).toBe('Отсутствует подключение к интернету');
    expect(ru.errors.codes.unknown).toBe('Непредвиденная ошибка');
  });
});
