import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n, setAppLanguage } from './i18n/i18n';

// jsdom lacks the browser APIs Mantine relies on (media queries, element resize) and window scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// Mantine scrolls options and focused fields into view, and its auto-growing textarea waits for fonts.
Element.prototype.scrollIntoView = vi.fn();
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      ready: Promise.resolve(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
    configurable: true,
  });
}

initI18n();

// Pages and catalogues load lazily (dynamic imports); on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

/**
 * A console.error is a React warning or a failure nobody looked at: it fails the test. A test that provokes one on
 * purpose spies on console.error itself (and asserts it), which replaces this collector.
 */
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  const unexpected = consoleErrors;
  consoleErrors = [];
  window.localStorage.clear();
  vi.restoreAllMocks();
  await setAppLanguage('ser');
  if (unexpected.length > 0) {
    throw new Error(
      `console.error during the test:\n${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
