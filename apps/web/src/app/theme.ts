import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * The brand teal, darkened from Mantine's teal where text sits on it or is written in it: white on
 * shade 6 (filled buttons, badges) is 5.7:1 and shade 6 on its 10% tint (light variants) 5:1, both
 * above WCAG AA's 4.5:1 (teal 6, #12b886, was 2.55:1). Shades 0–5 stay Mantine's for tints.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#12b886',
  '#06754f',
  '#056646',
  '#04583c',
  '#034a33',
];

// Gray 6 is the "dimmed" text colour: Mantine's #868e96 is 3.3:1 on white, this one 6:1.
const gray = DEFAULT_THEME.colors.gray.map((c, i) =>
  i === 6 ? '#5f666d' : c,
) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'teal',
  // Replacing `teal` itself fixes every color="teal" in the app, not only the primary colour.
  colors: { teal, gray },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Toasts and dialogs draw an icon-only close button: screen readers need its name (axe button-name);
    // 'Dismiss' rather than 'Close' so it never shares a name with a dialog's own Close button.
    // (A plain entry, not CloseButton.extend: that would pull the component into the first load.)
    CloseButton: { defaultProps: { 'aria-label': 'Dismiss' } },
    // Clicking the chosen option again keeps it (Mantine's default empties the field, which on a
    // required select read as the choice being lost); a select that may be empty has its clear button.
    Select: { defaultProps: { allowDeselect: false } },
    // Pagination's arrow buttons draw only an icon: each needs a name (axe button-name).
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
  },
});
