import { afterAll } from 'vitest';
import { closeTestContexts } from './context';

// Registered before the file's own hooks, so it runs after them (vitest runs afterAll as a stack).
afterAll(closeTestContexts);
