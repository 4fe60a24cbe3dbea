import { type RecipeBookRow, saveRecipeBookRequest } from '@kg/contracts';
import { Alert, App, Button, Flex, Form, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteRecipeBookMutation, useGetRecipeBooksQuery, useSaveRecipeBookMutation } from '../api';

const nameRule = zodRule(saveRecipeBookRequest.shape.name);

/** The name of a new book or a renamed one, saved on Enter or the button. */
function BookNameForm({ book, onDone }: { book?: RecipeBookRow; onDone: () => void }) {
  const [save] = useSaveRecipeBookMutation();
  const { form, submit, saving } = useSaveForm<{ name: string }>({
    save: (values) => save({ ...(book ? { id: book.id } : {}), name: values.name.trim() }),
    success: book ? 'Книгата е преименувана.' : 'Книгата е добавена.',
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ name: book?.name ?? '' }}
      onFinish={(values) => void submit(values)}
      disabled={saving}
    >
      <Flex gap={8} wrap style={{ width: '100%' }}>
        <Form.Item
          name="name"
          label={book ? `Ново наименование на „${book.name}“` : 'Нова книга'}
          rules={[nameRule]}
          style={{ flex: '1 1 220px', marginInlineEnd: 0 }}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {book ? 'Запази' : 'Добави книга'}
        </Button>
        {book && <Button onClick={onDone}>Откажи</Button>}
      </Flex>
    </Form>
  );
}

/**
 * The recipe books the reader sees: the shared ones (the master's) and the kindergarten's own; the editable ones can be
 * renamed and, when empty, deleted; a new one is added below.
 */
export function BooksEditor() {
  const books = useGetRecipeBooksQuery();
  const [remove] = useDeleteRecipeBookMutation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const { message } = App.useApp();
  const deleteBook = async (book: RecipeBookRow): Promise<void> => {
    const result = await remove(book.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Книгата е изтрита.');
  };
  if (books.isError) return <Alert type="error" showIcon title={errorMessage(books.error)} />;
  return (
    <Flex vertical gap={16}>
      <List<RecipeBookRow>
        loading={books.isLoading}
        dataSource={books.data ?? []}
        locale={{ emptyText: 'Няма книги с рецепти.' }}
        renderItem={(book) => (
          <List.Item>
            {renaming === book.id ? (
              <BookNameForm book={book} onDone={() => setRenaming(null)} />
            ) : (
              <Flex gap={8} wrap align="center" style={{ width: '100%' }}>
                <Typography.Text strong>{book.name}</Typography.Text>
                <Tag color={book.own ? 'blue' : 'default'}>{book.own ? 'Собствена' : 'Обща'}</Tag>
                <Typography.Text type="secondary">
                  {book.recipesCount} {book.recipesCount === 1 ? 'рецепта' : 'рецепти'}
                </Typography.Text>
                {book.editable && (
                  <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
                    <Button type="link" size="small" onClick={() => setRenaming(book.id)}>
                      Преименуване
                    </Button>
                    {book.recipesCount === 0 && (
                      <ConfirmDeleteButton
                        title="Изтриване на книга"
                        description={`Да се изтрие ли „${book.name}“?`}
                        onConfirm={() => deleteBook(book)}
                      />
                    )}
                  </Flex>
                )}
              </Flex>
            )}
          </List.Item>
        )}
      />
      <BookNameForm onDone={() => undefined} />
    </Flex>
  );
}
