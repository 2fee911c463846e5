import { configure } from '@testing-library/react';
// The app's i18next instance, as the browser has it: screens rendered alone read their texts in English.
import '../../src/i18n/appI18n';

// Screens load lazily; on a busy two-core machine a chunk can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
