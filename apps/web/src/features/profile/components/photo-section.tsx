import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, type Profile } from '@brokerage/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeProfilePhoto } from '@/features/profile/api/profile-photo';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';

/**
 * The photo shown in the avatar: an image (PNG, JPEG or WebP) up to 512 KB, checked here for a quick answer
 * and by the server, which reads the type from the bytes.
 */
export const PhotoSection = ({ profile }: { profile: Profile }) => {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeProfilePhoto();
  // A file refused before sending is explained next to the button, not in a toast that disappears.
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const maxSize = new Intl.NumberFormat(i18n.language).format(PROFILE_PHOTO_MAX_BYTES / 1024);

  const run = async (file: File | null) => {
    try {
      await change.mutateAsync(file);
      toastSuccess(t(file ? 'profile:photo.saved' : 'profile:photo.removed'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('profile:photo.wrongType'));
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setProblem(t('profile:photo.tooLarge', { size: maxSize }));
      return;
    }
    setProblem(null);
    await run(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar src={profile.photoURL} text={name} alt={t('profile:photo.alt', { name })} size="xl" />
      <div className="grid gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PROFILE_PHOTO_TYPES.join(',')}
          // The button below opens it: one control to reach and name, not two.
          hidden
          onChange={onPick}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            loading={change.isPending}
            aria-describedby={`${inputId}-hint`}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {t('profile:photo.choose')}
          </Button>
          {profile.photoURL && (
            <Button type="button" variant="outline" disabled={change.isPending} onClick={() => run(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('profile:photo.remove')}
            </Button>
          )}
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('profile:photo.hint', { size: maxSize })}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
};
