import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Parts load on demand (dynamic imports); a busy two-core CI machine can need more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
