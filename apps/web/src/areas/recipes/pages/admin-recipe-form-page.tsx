import { RecipePage } from '../components/recipe-page';

/** /admin/recipes/list/create and /admin/recipes/list/:id: the master's shared recipe. */
export default function AdminRecipeFormPage() {
  return <RecipePage shared base="/admin/recipes/list" />;
}
