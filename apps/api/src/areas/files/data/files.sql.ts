/** A stored file's columns as `StoredFileRow` names them. */
export const FILE_COLUMNS = `id, file_name AS "fileName", content_type AS "contentType", size_bytes AS size, storage_key AS "storageKey",
  uploaded_by AS "uploadedBy", owner_resource AS "ownerResource", owner_id AS "ownerId", expires_at AS "expiresAt"`;
