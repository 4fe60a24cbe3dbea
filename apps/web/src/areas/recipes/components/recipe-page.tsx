import { recipeMessages } from '@kg/contracts';
import { Alert, App, Button, Result, Spin } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteRecipeMutation, useGetRecipeQuery } from '../api';
import { BooksButton } from './books-button';
import { RecipeForm } from './recipe-form';
import { RecipeView } from './recipe-view';

const validId = (text: string | null | undefined): number | undefined => {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * `${base}/create` and `${base}/:id`: a new recipe, an editable one (the form with its nutrition), or a recipe the
 * reader may only read (a shared one in a kindergarten), which a kindergarten copies into its own book
 * (`${base}/create?copyFrom=<id>`).
 */
export function RecipePage({ shared, base }: { shared: boolean; base: string }) {
  const { id: idText } = useParams();
  const [params] = useSearchParams();
  const id = idText === undefined ? undefined : validId(idText);
  const invalidId = idText !== undefined && id === undefined;
  const copyFrom = id === undefined && !shared ? validId(params.get('copyFrom')) : undefined;
  const record = useGetRecipeQuery(id ?? 0, { skip: id === undefined });
  const source = useGetRecipeQuery(copyFrom ?? 0, { skip: copyFrom === undefined });
  const [remove] = useDeleteRecipeMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const failed = record.isError ? record.error : source.isError ? source.error : undefined;
  if (invalidId || (failed && 'status' in failed && failed.status === 404)) {
    return <Result status="404" title={recipeMessages.notFound} extra={<Link to={base}>Към списъка</Link>} />;
  }
  if (failed) return <Alert type="error" showIcon title={errorMessage(failed)} />;
  if ((id !== undefined && !record.data) || (copyFrom !== undefined && !source.data)) return <Spin description="Зареждане…" />;
  const data = id !== undefined ? record.data : undefined;

  if (data && !data.editable) {
    return (
      <RecipeView
        record={data}
        actions={
          !shared && !data.own ? (
            <Link to={`${base}/create?copyFrom=${data.id}`}>
              <Button type="primary">Копирай в моя книга</Button>
            </Link>
          ) : undefined
        }
      />
    );
  }
  const deleteRecipe = async (): Promise<void> => {
    if (!data) return;
    const result = await remove({ shared, id: data.id });
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Рецептата е изтрита.');
      void navigate(base);
    }
  };
  return (
    <RecipeForm
      key={data?.id ?? `new-${copyFrom ?? ''}`}
      shared={shared}
      base={base}
      record={data}
      copyOf={copyFrom !== undefined ? source.data : undefined}
      onSaved={(result) => void navigate(`${base}/${String(result.entityId)}`)}
      extra={
        <>
          <BooksButton />
          {data && (
            <ConfirmDeleteButton
              title="Изтриване на рецепта"
              description={`Да се изтрие ли „${data.name}“?`}
              onConfirm={deleteRecipe}
            />
          )}
        </>
      }
    />
  );
}
