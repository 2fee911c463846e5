import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f1ff',
  '#d0e0fc',
  '#a0befa',
  '#6c9af7',
  '#437cf5',
  '#2a69f4',
  '#1c64d6',
  '#0f4fb9',
  '#0446a6',
  '#003c93',
];

// System fonts only: the app loads nothing from a font CDN.
const systemSans =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: '650' },
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'md' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});
