import { Select } from 'antd';
import { useState } from 'react';
import { useSearchMenuRecipesQuery } from '../api';

export interface PickedRecipe {
  id: number;
  name: string;
  allergens: number[];
}

/** "Добави ястие": a recipe found by name among the kindergarten's own and the shared ones. */
export function RecipePicker({ label, onPick }: { label: string; onPick: (recipe: PickedRecipe) => void }) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const recipes = useSearchMenuRecipesQuery({ pageSize: 20, ...(search ? { search } : {}) }, { skip: !open });
  const rows = recipes.data?.result ?? [];
  return (
    <Select<number>
      aria-label={label}
      placeholder="Добави ястие…"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={null}
      onOpenChange={setOpen}
      loading={recipes.isFetching}
      notFoundContent={recipes.isFetching ? 'Търсене…' : 'Няма намерени рецепти.'}
      options={rows.map((recipe) => ({ value: recipe.id, label: recipe.name }))}
      onChange={(id) => {
        const recipe = rows.find((row) => row.id === id);
        if (recipe) onPick({ id: recipe.id, name: recipe.name, allergens: recipe.allergens });
        setSearch('');
      }}
      style={{ width: '100%' }}
      size="small"
    />
  );
}
