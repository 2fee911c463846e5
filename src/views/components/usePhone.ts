import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint: below it the window is a phone's, one column under a thumb. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the window is a phone's, known from the first render: a list drawn as a table and then again as
 * cards would jump under the reader's eyes.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
