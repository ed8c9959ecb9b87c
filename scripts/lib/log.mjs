const prefix = '[teamcast]';

export const say = (message) => console.log(`${prefix} ${message}`);

export const warn = (message) => console.error(`${prefix} ${message}`);

export const heading = (title) => console.log(`\n${prefix} ── ${title} ${'─'.repeat(Math.max(0, 60 - title.length))}`);

export const seconds = (startedAt) => (performance.now() - startedAt) / 1000;
