import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the address (`?tab=`, or the `param` named): a missing, unknown or not
 * `allowed` value reads as the first tab. Choosing a tab adds a history entry (Back returns to the
 * tab before, as on LinkedIn's network tabs) and drops the other parameters, which belong to the tab
 * left; with `omitFirst` the first tab leaves the parameter out of the address. `[tab, setTab]`, for
 * Mantine `<Tabs value onChange>`.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  options: { allowed?: (tab: T) => boolean; omitFirst?: boolean; param?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const name = options.param ?? 'tab';
  const wanted = params.get(name) as T | null;
  const tab: T = wanted && tabs.includes(wanted) && (options.allowed?.(wanted) ?? true) ? wanted : tabs[0];
  const setTab = (next: string | null) => {
    if (!next || next === tab) return;
    setParams(options.omitFirst && next === tabs[0] ? {} : { [name]: next });
  };
  return [tab, setTab] as const;
}
