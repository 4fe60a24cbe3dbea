import { Select } from 'antd';
import { useState } from 'react';
import { useGetInstitutionsQuery } from '../../kindergartens/records-api';

export type KindergartenOption = { value: number; label: string };

/** Kindergartens found by name, town or code (the master's kindergarten list), several at once. */
export function KindergartensPicker(props: {
  value?: KindergartenOption[];
  onChange?: (value: KindergartenOption[]) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useGetInstitutionsQuery({ search, pageSize: 20 });
  return (
    <Select<KindergartenOption[]>
      {...props}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      placeholder="Търсене по име, населено място или код"
      options={(found.data?.result ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.town})` }))}
      notFoundContent="Няма намерени детски градини."
    />
  );
}
