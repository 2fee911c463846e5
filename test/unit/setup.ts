import { configure } from '@testing-library/react';
import './appTexts';

// Screens load lazily; on a busy two-core machine a chunk can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
