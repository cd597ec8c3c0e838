import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { deleteRecord, useChangeMutation } from '@/lib/record-api';

/** DELETE /api/questions/gammes/{id}: 204; 409 while it has sub-lines or a team sells it. */
export const deleteGamme = deleteRecord('/api/questions/gammes');

export const useDeleteGamme = () => useChangeMutation(deleteGamme, gammeKeys.all);
