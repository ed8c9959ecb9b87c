/** What failed to arrive: a script chunk or a stylesheet. */
export type LoadFailureKind = 'chunk' | 'stylesheet';

/** A piece of the app that did not arrive: a script chunk or a stylesheet. */
export class ChunkLoadError extends Error {
  readonly kind: LoadFailureKind;

  constructor(kind: LoadFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

// What browsers and Vite say when a dynamic import or its stylesheet does not load.
const scriptFailure = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed/i;
const stylesheetFailure = /Unable to preload CSS|Loading CSS chunk/i;

/** Recognises a failed load, whether we raised it or the browser did. */
export function loadFailureKind(error: unknown): LoadFailureKind | null {
  if (error instanceof ChunkLoadError) return error.kind;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (stylesheetFailure.test(message)) return 'stylesheet';
  if (scriptFailure.test(message)) return 'chunk';
  return null;
}
