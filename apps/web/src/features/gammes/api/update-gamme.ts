import { type Gamme, gammeSchema, recordResponseSchema, type UpdateGammeInput } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import { apiRequest } from '@/lib/api-client';

const gammeResponseSchema = recordResponseSchema(gammeSchema);

/** PUT /api/questions/gammes/{id}: name, description, active, API path (code and provider type stay). */
export const updateGamme = async ({ id, input }: { id: string; input: UpdateGammeInput }): Promise<Gamme> =>
  gammeResponseSchema.parse(
    await apiRequest<unknown>(`/api/questions/gammes/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
    }),
  ).data;

export const useUpdateGamme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGamme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gammeKeys.all }),
  });
};
