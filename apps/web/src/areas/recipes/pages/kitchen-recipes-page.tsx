import { Button } from 'antd';
import { Link } from 'react-router';
import { BooksButton } from '../components/books-button';
import { RecipesList } from '../components/recipes-list';

/** /kitchen/recipes: the shared recipes and the kindergarten's own. */
export default function KitchenRecipesPage() {
  return (
    <RecipesList
      title="Рецепти"
      base="/kitchen/recipes"
      withOrigin
      actions={
        <>
          <BooksButton />
          <Link to="/kitchen/recipes/create">
            <Button type="primary">Нова рецепта</Button>
          </Link>
        </>
      }
    />
  );
}
