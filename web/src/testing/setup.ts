import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No Web Animations: Fluent UI then applies a motion's end at once, and happy-dom never rejects
// a cancelled animation's promise that nobody listens to.
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

// Tabster (Fluent's focus manager) hides inactive modalizers with aria-hidden from a 250 ms timer. In happy-dom the
// dialog's focus can land on its surface before tabster has registered the surface as a modalizer, so no modalizer
// becomes active and, under load, the open dialog's own surface is hidden from role queries (fluentui issue 33897).
// Browsers register it first (the e2e suite queries dialogs by role in Chromium): an open modal dialog is never hidden.
// Patched once per worker: the component files share their worker's document (vitest.config.ts, isolate: false) and
// this file runs before each of them.
const PATCHED = Symbol.for('console.openModalsStayVisible');
const prototype = Element.prototype as Element & { [PATCHED]?: true };
if (!prototype[PATCHED]) {
  const setAttribute = prototype.setAttribute;
  prototype.setAttribute = function (this: Element, name: string, value: string) {
    const openModal = this.getAttribute('aria-modal') === 'true' && /^(alert)?dialog$/.test(this.getAttribute('role') ?? '');
    if (name === 'aria-hidden' && value === 'true' && openModal) return;
    setAttribute.call(this, name, value);
  };
  prototype[PATCHED] = true;
}

// Every findBy and waitFor waits up to 5 s, not 1 s: on a loaded two-core CI machine a mocked
// mutation's answer can take over a second to reach the screen. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document (Testing Library cleans up by itself only with vitest's globals) and empty
// storage: a detail page keeps its unsaved form as a draft in sessionStorage, so a test that leaves one (a failed save)
// would otherwise fill the form of the next test on the same route before or after it types.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
