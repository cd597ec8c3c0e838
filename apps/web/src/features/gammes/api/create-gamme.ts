import { type CreateGammeInput, type Gamme, gammeSchema } from '@brokerage/shared';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { postRecord, useChangeMutation } from '@/lib/record-api';

/** POST /api/questions/gammes: a line, or a sub-line (dotted code) of an existing line. */
export const createGamme = postRecord<CreateGammeInput, Gamme>('/api/questions/gammes', gammeSchema);

export const useCreateGamme = () => useChangeMutation(createGamme, gammeKeys.all);
