import { Button, Modal } from 'antd';
import { useState } from 'react';
import { BooksEditor } from './books-editor';

/** „Книги с рецепти“: the books in a dialog (add, rename, delete an empty one). */
export function BooksButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Книги с рецепти</Button>
      <Modal open={open} title="Книги с рецепти" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <BooksEditor />
      </Modal>
    </>
  );
}
