import { RecipePage } from '../components/recipe-page';

/** /kitchen/recipes/create and /kitchen/recipes/:id: a kindergarten's recipe, or a shared one to read and copy. */
export default function KitchenRecipeFormPage() {
  return <RecipePage shared={false} base="/kitchen/recipes" />;
}
