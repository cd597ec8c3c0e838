import type { FileRecord } from '@brokerage/shared';
import {
  putGeneratedBytes,
  type RecordGeneratedFileOptions,
  recordGeneratedFile,
} from '@/features/files/files.service.ts';
import type { ObjectStorage } from '@/integrations/storage/object-storage.ts';

/** A generated file as a feature leaves it: its bytes stored first, then its row (`recordGeneratedFile`). */
export const storeTestFile = async ({
  storage,
  bytes,
  contentType,
  ...record
}: Omit<RecordGeneratedFileOptions, 'stored'> & {
  storage: ObjectStorage;
  contentType: string;
  bytes: Uint8Array;
}): Promise<FileRecord> =>
  recordGeneratedFile({ ...record, stored: await putGeneratedBytes(storage, bytes, contentType) });
