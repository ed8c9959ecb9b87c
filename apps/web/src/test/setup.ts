import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The default one second is shorter than a lazy page's first load takes on a busy machine running
// every suite at once; a screen that never arrives still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.title = '';
});
