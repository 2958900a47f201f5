import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the address (`?tab=`): a missing, unknown or not `allowed` value reads as the
 * first tab. Choosing a tab replaces the history entry and the other parameters; with `omitFirst`
 * the first tab leaves `tab` out of the address. `[tab, setTab]`, for Mantine `<Tabs value onChange>`.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  options: { allowed?: (tab: T) => boolean; omitFirst?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') as T | null;
  const tab: T = wanted && tabs.includes(wanted) && (options.allowed?.(wanted) ?? true) ? wanted : tabs[0];
  const setTab = (next: string | null) => {
    if (!next) return;
    setParams(options.omitFirst && next === tabs[0] ? {} : { tab: next }, { replace: true });
  };
  return [tab, setTab] as const;
}
