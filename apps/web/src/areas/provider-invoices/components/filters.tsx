import { type Month, monthLabels } from '@kg/contracts';
import { Select } from 'antd';
import { useGetKindergartenProvidersQuery } from '../../activities/api';
import { recentYears } from './format';
import type { ProviderOption } from './protocol-drawers';

export const ACCOUNTING = '/activities/accounting';

const monthOptions = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: monthLabels[(index + 1) as Month] }));

/** The providers working in the kindergarten as options. */
export function useProviderOptions(): { options: ProviderOption[]; loading: boolean } {
  const providers = useGetKindergartenProvidersQuery();
  return {
    options: (providers.data?.result ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
    loading: providers.isLoading,
  };
}

/** Provider, year and month filters, shared by the three lists. */
export function DocumentFilters({
  filters,
  update,
}: {
  filters: { providerId?: number; year?: number; month?: number };
  update: (changes: Record<string, number | undefined>) => void;
}) {
  const providers = useProviderOptions();
  return (
    <>
      <Select
        aria-label="Доставчик"
        placeholder="Доставчик"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={providers.loading}
        value={filters.providerId}
        options={providers.options}
        onChange={(providerId?: number) => update({ providerId })}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <Select
        aria-label="Година"
        placeholder="Година"
        allowClear
        value={filters.year}
        options={recentYears().map((year) => ({ value: year, label: String(year) }))}
        onChange={(year?: number) => update({ year })}
        style={{ width: 120 }}
      />
      <Select
        aria-label="Месец"
        placeholder="Месец"
        allowClear
        value={filters.month}
        options={monthOptions}
        onChange={(month?: number) => update({ month })}
        style={{ width: 150 }}
      />
    </>
  );
}
