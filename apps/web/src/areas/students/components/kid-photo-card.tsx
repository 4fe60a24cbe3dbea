import { STUDENT_PHOTO_MAX_BYTES, STUDENT_PHOTO_MAX_KB, studentCareMessages, validationMessages } from '@kg/contracts';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Image, Input, Modal, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import {
  useGetStudentPhotoInfoQuery,
  useGetStudentPhotoQuery,
  useUploadStudentPhotoMutation,
  useWithdrawPhotoConsentMutation,
} from '../care-api';

interface PhotoValues {
  consentGivenBy: string;
  consent: boolean;
  file?: File;
}

const accepted = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The child's photo, kept only with a recorded consent (who gave it, who recorded it and when); withdrawing the consent
 * deletes the photo. `canUpload`: staff who may edit the child; `canWithdraw`: they and the child's parent.
 */
export function KidPhotoCard(props: { studentId: number; fullName: string; canUpload: boolean; canWithdraw: boolean }) {
  const { studentId, fullName, canUpload, canWithdraw } = props;
  const info = useGetStudentPhotoInfoQuery(studentId);
  const photo = info.data?.photo ?? null;
  const picture = useGetStudentPhotoQuery(studentId, { skip: !photo });
  const [withdraw, withdrawing] = useWithdrawPhotoConsentMutation();
  const [uploading, setUploading] = useState(false);
  const { message } = App.useApp();

  const onWithdraw = async (): Promise<void> => {
    const result = await withdraw(studentId);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Съгласието е оттеглено; снимката е изтрита.');
  };

  return (
    <Card title="Снимка">
      {info.isError ? (
        <Alert type="error" showIcon message={errorMessage(info.error)} />
      ) : (
        <Flex gap={16} wrap align="flex-start">
          {photo && picture.data ? (
            <Image src={picture.data} alt={`Снимка на ${fullName}`} width={120} height={120} style={{ objectFit: 'cover' }} />
          ) : null}
          <Flex vertical gap={8} style={{ flex: '1 1 200px' }}>
            {photo ? (
              <Typography.Text>
                Съгласие от {photo.consentGivenBy}, записано от {photo.recordedBy} на {formatDateTime(photo.consentAt)}.
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                Няма снимка. Снимка се пази само със съгласие на родител или настойник.
              </Typography.Text>
            )}
            <Flex gap={8} wrap>
              {canUpload && <Button onClick={() => setUploading(true)}>{photo ? 'Смени снимката' : 'Добави снимка'}</Button>}
              {photo && canWithdraw && (
                <Popconfirm
                  title="Оттегляне на съгласието"
                  description="Снимката ще бъде изтрита окончателно. Продължаване?"
                  okText="Оттегли и изтрий"
                  cancelText="Отказ"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onWithdraw()}
                >
                  <Button danger loading={withdrawing.isLoading}>
                    Оттегли съгласието
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </Flex>
        </Flex>
      )}
      {uploading && <PhotoDialog studentId={studentId} onClose={() => setUploading(false)} />}
    </Card>
  );
}

/** A native file picker for a Form.Item: its value is the chosen file (the browser keeps the picker's own state). */
function PictureInput({ id, onChange }: { id?: string; value?: File; onChange?: (file: File | undefined) => void }) {
  return <input id={id} type="file" accept={accepted.join(',')} onChange={(event) => onChange?.(event.target.files?.[0])} />;
}

function PhotoDialog({ studentId, onClose }: { studentId: number; onClose: () => void }) {
  const [upload] = useUploadStudentPhotoMutation();
  const { form, submit, saving } = useSaveForm<PhotoValues>({
    save: (values) => upload({ id: studentId, file: values.file!, consentGivenBy: values.consentGivenBy.trim() }),
    success: 'Снимката е запазена заедно със съгласието.',
    onSaved: onClose,
  });
  return (
    <Modal
      open
      title="Снимка на детето"
      okText="Запази"
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PhotoValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        aria-label="Снимка на детето"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="consentGivenBy"
          label="Съгласието е дадено от (родител или настойник)"
          rules={[
            { required: true, whitespace: true, message: studentCareMessages.consentRequired },
            { max: 150, message: validationMessages.max(150) },
          ]}
        >
          <Input maxLength={150} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value) => {
                if (!value) throw new Error(studentCareMessages.consentConfirm);
              },
            },
          ]}
        >
          <Checkbox>Родителят или настойникът е дал съгласие снимката да се пази в записа на детето.</Checkbox>
        </Form.Item>
        <Form.Item
          name="file"
          label={`Снимка (PNG, JPEG или WebP, до ${STUDENT_PHOTO_MAX_KB / 1024} MB)`}
          rules={[
            { required: true, message: validationMessages.required },
            {
              validator: async (_rule, file?: File) => {
                if (file && !accepted.includes(file.type)) throw new Error(validationMessages.image);
                if (file && file.size > STUDENT_PHOTO_MAX_BYTES) throw new Error(validationMessages.size(STUDENT_PHOTO_MAX_KB));
              },
            },
          ]}
        >
          <PictureInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
