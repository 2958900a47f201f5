import { Tabs, type TabsTabProps, useTabsContext } from '@mantine/core';

/**
 * A `Tabs.Tab` for a page's tab bar, which wraps onto more rows on a phone (Mantine's list wraps).
 * The default variant draws one grey line under the whole list and the active tab's underline on
 * it, so an active tab on another row than the last had no line to sit on and read as a pressed
 * (grey) one. Here every tab draws its own grey baseline, the active one teal, and the active one
 * is also tinted with the brand's light colour (its text 5:1 on it): marked on any row.
 */
export function PageTab(props: Omit<TabsTabProps, 'style'>) {
  const active = useTabsContext().value === props.value;
  return (
    <Tabs.Tab
      {...props}
      style={
        active
          ? {
              backgroundColor: 'var(--mantine-primary-color-light)',
              color: 'var(--mantine-primary-color-light-color)',
            }
          : { borderBottomColor: 'var(--tab-border-color)' }
      }
    />
  );
}
