import { type Gamme, gammeSchema, type UpdateGammeInput } from '@brokerage/shared';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { putRecord, useChangeMutation } from '@/lib/record-api';

/** PUT /api/questions/gammes/{id}: name, description, active, API path (code and provider type stay). */
export const updateGamme = putRecord<UpdateGammeInput, Gamme>('/api/questions/gammes', gammeSchema);

export const useUpdateGamme = () => useChangeMutation(updateGamme, gammeKeys.all);
