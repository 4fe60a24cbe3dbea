import { Button } from 'antd';
import { Link } from 'react-router';
import { RecipesList } from '../components/recipes-list';

/** /admin/recipes/list: the master's shared recipes. */
export default function AdminRecipesPage() {
  return (
    <RecipesList
      title="Общи рецепти"
      base="/admin/recipes/list"
      withOrigin={false}
      actions={
        <Link to="/admin/recipes/list/create">
          <Button type="primary">Нова рецепта</Button>
        </Link>
      }
    />
  );
}
