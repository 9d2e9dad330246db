import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No Web Animations: Fluent UI then applies a motion's end at once, and happy-dom never rejects
// a cancelled animation's promise that nobody listens to.
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

// Every findBy and waitFor waits up to 5 s, not 1 s: on a loaded two-core CI machine a mocked
// mutation's answer can take over a second to reach the screen. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document (Testing Library cleans up by itself only with vitest's globals).
afterEach(cleanup);
