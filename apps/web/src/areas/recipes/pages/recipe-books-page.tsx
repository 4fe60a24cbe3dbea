import { Card } from 'antd';
import { PageTitle } from '../../../shared/ui/page-title';
import { BooksEditor } from '../components/books-editor';

/** /admin/recipes/recipe-books: the master's shared recipe books. */
export default function RecipeBooksPage() {
  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>Книги с рецепти</PageTitle>}>
      <BooksEditor />
    </Card>
  );
}
