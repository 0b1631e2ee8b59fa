import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load on demand (lazy routes, dynamic imports): on a busy machine the first render of one can take
// well over testing-library's default 1 s. findBy…/waitFor wait up to 10 s and still return as soon as the
// element is there.
configure({ asyncUtilTimeout: 10_000 });
