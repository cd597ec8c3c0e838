import { type CreateGammeInput, type Gamme, gammeSchema, recordResponseSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { apiRequest } from '@/lib/api-client';

const gammeResponseSchema = recordResponseSchema(gammeSchema);

/** POST /api/questions/gammes: a line, or a sub-line (dotted code) of an existing line. */
export const createGamme = async (input: CreateGammeInput): Promise<Gamme> =>
  gammeResponseSchema.parse(
    await apiRequest<unknown>('/api/questions/gammes', { method: 'POST', body: input }),
  ).data;

export const useCreateGamme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGamme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gammeKeys.all }),
  });
};
