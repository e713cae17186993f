import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserBody, type User } from '@pulso/domain/schemas';
import { CameraIcon, TrashIcon, UserIcon } from '../../../components/ui/account-icons';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useUpdateProfile } from '../api/update-profile';
import { PhotoError, readPhoto } from '../utils/read-photo';

// The API's display name rule; optional in a profile change, required in this form.
const displayName = updateUserBody.shape.displayName.unwrap();

export interface ProfileUser {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

interface ProfileDetailsCardProps {
  user: ProfileUser;
  onSaved: (user: User) => void;
}

export function ProfileDetailsCard({ user, onSaved }: ProfileDetailsCardProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.displayName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const saveName = useUpdateProfile({ onSaved });
  const savePhoto = useUpdateProfile({ onSaved });

  const trimmed = name.trim();
  const changed = trimmed !== user.displayName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = brokenRule(displayName, name);
    if (broken?.code === 'too_small') return setNameError(t('profile.details.nameRequired'));
    if (broken) return setNameError(t('profile.details.nameTooLong'));
    setNameError(null);
    saveName.mutate({ id: user.id, changes: { displayName: trimmed } });
  };

  const onPhotoChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    setPhotoError(null);
    setReadingPhoto(true);
    try {
      const photoURL = await readPhoto(file, {
        notImage: t('profile.details.photoNotImage'),
        tooLarge: t('profile.details.photoTooLarge'),
      });
      savePhoto.mutate({ id: user.id, changes: { photoURL } });
    } catch (error) {
      setPhotoError(error instanceof PhotoError ? error.message : t('profile.details.photoFailed'));
    } finally {
      setReadingPhoto(false);
    }
  };

  const photoBusy = readingPhoto || savePhoto.isPending;
  const shownName = trimmed || user.email;

  return (
    <SectionCard
      title={t('profile.details.title')}
      description={t('profile.details.description')}
      icon={<UserIcon className="size-5" />}
    >
      <div className="flex flex-col gap-8 md:flex-row">
        <div className="flex flex-col items-center gap-3 md:w-44">
          <Avatar name={shownName} photoURL={user.photoURL} className="size-24 text-2xl" />
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void onPhotoChosen(event)}
          />
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              busy={photoBusy}
              icon={<CameraIcon className="size-3.5" />}
              onClick={() => fileRef.current?.click()}
            >
              {user.photoURL ? t('profile.details.changePhoto') : t('profile.details.addPhoto')}
            </Button>
            {user.photoURL ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={photoBusy}
                icon={<TrashIcon className="size-3.5" />}
                onClick={() => savePhoto.mutate({ id: user.id, changes: { photoURL: null } })}
              >
                {t('profile.details.removePhoto')}
              </Button>
            ) : null}
          </div>
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">
            {t('profile.details.photoHint')}
          </p>
          {photoError ? (
            <p
              role="alert"
              className="text-center text-xs font-medium text-rose-600 dark:text-rose-400"
            >
              {photoError}
            </p>
          ) : null}
        </div>

        <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-5">
          <TextField
            label={t('profile.details.name')}
            value={name}
            maxLength={displayName.maxLength ?? undefined}
            autoComplete="name"
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
            error={nameError}
            hint={t('profile.details.nameHint')}
          />
          <TextField
            label={t('profile.details.email')}
            value={user.email}
            readOnly
            disabled
            hint={t('profile.details.emailHint')}
          />
          <div className="flex justify-end gap-2">
            {changed ? (
              <Button variant="ghost" onClick={() => setName(user.displayName)}>
                {t('profile.details.discard')}
              </Button>
            ) : null}
            <Button type="submit" disabled={!changed} busy={saveName.isPending}>
              {t('profile.details.save')}
            </Button>
          </div>
        </form>
      </div>
    </SectionCard>
  );
}
