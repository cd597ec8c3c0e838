import { AUDIO_CONTENT_TYPES, type Recording, recordingListResponseSchema } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { qcKeys } from '@/features/quality-control/api/qc-keys';
import { apiRequest } from '@/lib/api-client';

/** The sale's call recordings, under the quality keys so a review and the sale page refresh together. */
export const saleRecordingsKey = (saleId: string) => [...qcKeys.all, 'recordings', saleId] as const;

/** GET /api/ventes/{id}/recordings: the audio files of kind `recording`, oldest first, each with its stream URL. */
export const getSaleRecordings = async (saleId: string, signal?: AbortSignal): Promise<Recording[]> =>
  recordingListResponseSchema.parse(
    await apiRequest<unknown>(`/api/ventes/${encodeURIComponent(saleId)}/recordings`, { signal }),
  ).data;

export const useSaleRecordings = (saleId: string) =>
  useQuery({
    queryKey: saleRecordingsKey(saleId),
    queryFn: ({ signal }) => getSaleRecordings(saleId, signal),
  });

/** What the file picker offers: the audio types the server accepts (it reads the type from the bytes anyway). */
export const RECORDING_ACCEPT = AUDIO_CONTENT_TYPES.join(',');

/**
 * POST /api/ventes/files/upload as multipart: the sale and the kind first, then the file (the server streams the
 * parts in order). Too large answers 413, a type that is not audio 415.
 */
export const uploadRecording = async ({ saleId, file }: { saleId: string; file: File }): Promise<void> => {
  const form = new FormData();
  form.append('venteId', saleId);
  form.append('kind', 'recording');
  form.append('file', file, file.name);
  await apiRequest<unknown>('/api/ventes/files/upload', { method: 'POST', body: form, timeoutMs: 300_000 });
};

export const useUploadRecording = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qcKeys.all }),
  });
};
