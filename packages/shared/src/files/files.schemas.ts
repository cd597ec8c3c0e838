import { z } from 'zod';
import { recordResponseSchema } from '../lists/list.schemas.ts';
import { FILE_KINDS, UPLOADABLE_FILE_KINDS } from './files.rules.ts';

export const fileKindSchema = z.enum(FILE_KINDS);
export const uploadableFileKindSchema = z.enum(UPLOADABLE_FILE_KINDS);

/** The form fields of `POST /ventes/files/upload` besides `file` (multipart text fields). */
export const uploadFileFieldsSchema = z.object({
  venteId: z.uuid().optional(),
  kind: uploadableFileKindSchema.optional(),
});
export type UploadFileFields = z.infer<typeof uploadFileFieldsSchema>;

/** The multipart body as the OpenAPI document shows it (the server streams it, it is not parsed as a whole). */
export const uploadFileBodySchema = uploadFileFieldsSchema.extend({
  file: z.string().meta({ format: 'binary', description: 'The file (at most the configured size)' }),
});

/** A stored file's metadata; the bytes are at `downloadUrl`. */
export const fileRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  kind: fileKindSchema.nullable(),
  saleId: z.uuid().nullable(),
  uploadedById: z.uuid().nullable(),
  createdAt: z.string(),
  downloadUrl: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
export const fileResponseSchema = recordResponseSchema(fileRecordSchema);

/** Where a file's bytes are served. */
export const fileDownloadPath = (id: string) => `/api/ventes/files/download/${id}`;
