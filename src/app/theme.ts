import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  isLightColor,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

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

// System fonts, then the Devanagari face the app serves itself (src/i18n/devanagariFont.ts) for Hindi; nothing from a font CDN.
const systemSans =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Devanagari", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: '650' },
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // White or black text on filled buttons and badges, whichever reads on the colour (white fails on yellow).
  autoContrast: true,
  // A person who asked their system for less motion gets dialogs, menus and toasts that appear at once.
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'md' } },
    Button: { defaultProps: { radius: 'md' } },
    // A spinner is a status: a name given to it (aria-label) is then allowed and read out.
    Loader: { defaultProps: { role: 'status' } },
    // The placeholder Mantine focuses in an opened menu is a role=presentation child, which a menu may not
    // hold (axe's aria-required-children); without it the menu's first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed select's options are not drawn. Mantine keeps them mounted (hidden) by default: a list's plant
    // filter alone holds forty, drawn on every load of every screen with the header's plant select, and their
    // hidden dropdown placed at once, a style recalculation of the whole page in the screen's first task.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * The theme's words, in the user's language (LocaleProviders lays it over the theme): the close button of
 * every Modal, Drawer, toast and Alert, the ones `modals.openConfirmModal` opens included, is named for
 * screen readers.
 */
export const localisedTheme = (closeLabel: string): MantineThemeOverride => ({
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    // The toasts of @mantine/notifications are Notifications, closed with the same button.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    Alert: { defaultProps: { closeButtonLabel: closeLabel } },
  },
});

/** WCAG contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The colour, darkened only as far as it takes to read at WCAG AA (4.5:1, with a margin) on the background. */
function readableOn(color: string, background: string): string {
  let amount = 0;
  while (contrast(darken(color, amount), background) < 4.7 && amount < 0.9) amount += 0.05;
  return amount === 0 ? color : darken(color, amount);
}

/**
 * Mantine's greys and its light colours are below WCAG AA for text: dimmed text (gray.6) reads at 3.3:1 and
 * placeholders (gray.5) at 2.1:1 on white; a light badge, alert or button writes shade 9 on shade 1 (shade 2 under the pointer), 2.7:1 for yellow;
 * `c="teal"` writes shade 6 on white, 2.6:1; a red button white on shade 6, 3.3:1. Each is darkened just enough to reach 4.5:1 on the surfaces it
 * sits on (white to gray.2, selected rows), keeping its hue; colours that already read are left as they are.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], theme.colors.gray[2]),
    '--mantine-color-placeholder': readableOn(theme.colors.gray[6], theme.colors.gray[1]),
    // A field's error message and the placeholder of a field in error (red.6 reads at 3.3:1 on white).
    '--mantine-color-error': readableOn(theme.colors.red[6], theme.white),
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => [
        // A light button's text on its hover fill (shade 2), the darker of its two fills.
        [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[2])],
        [`--mantine-color-${name}-text`, readableOn(shades[6], theme.colors.gray[1])],
        // autoContrast writes black on the light fills and white on the others: those darken until it reads.
        [
          `--mantine-color-${name}-filled`,
          isLightColor(shades[6], theme.luminanceThreshold) ? shades[6] : readableOn(shades[6], theme.white),
        ],
      ]),
    ),
  },
  dark: {},
});
