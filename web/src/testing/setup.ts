import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No Web Animations: Fluent UI then applies a motion's end at once, and happy-dom never rejects
// a cancelled animation's promise that nobody listens to.
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

// Each test starts from an empty document (Testing Library cleans up by itself only with vitest's globals).
afterEach(cleanup);
