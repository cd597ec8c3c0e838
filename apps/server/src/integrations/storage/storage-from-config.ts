import { join } from 'node:path';
import type { Config } from '@/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * The storage the configuration names: `STORAGE=local` (DATA_DIR/files, the default) or `STORAGE=s3`. The S3
 * client is loaded only when configured: it is large and warns about its Node support on import.
 */
export const storageFromConfig = async (config: Config): Promise<ObjectStorage> => {
  if (config.STORAGE === 's3' && config.s3) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(config.s3);
  }
  return createLocalStorage(join(config.DATA_DIR, 'files'));
};
