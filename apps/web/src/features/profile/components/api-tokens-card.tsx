import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiTokenBody, type ApiToken } from '@pulso/domain/schemas';
import { KeyIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PlusIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useCreateApiToken, type CreatedApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokenRow } from './api-token-row';
import { NewTokenPanel } from './new-token-panel';

/** Personal API tokens for scripts: created named, shown once, listed with last use, revoked. */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('profile.tokens.nameRequired'));
    setNameError(null);
    create.mutate(trimmed, {
      onSuccess: (result) => {
        setCreated(result);
        setName('');
      },
    });
  };

  const list = tokens.data ?? [];

  return (
    <SectionCard
      title={t('profile.tokens.title')}
      description={t('profile.tokens.description')}
      icon={<KeyIcon className="size-5" />}
    >
      <div className="flex flex-col gap-6">
        {created ? (
          <NewTokenPanel created={created} onDone={() => setCreated(null)} />
        ) : (
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              label={t('profile.tokens.name')}
              hideLabel
              placeholder={t('profile.tokens.namePlaceholder')}
              value={name}
              maxLength={createApiTokenBody.shape.name.maxLength ?? undefined}
              onChange={(event) => setName(event.target.value)}
              error={nameError}
              className="flex-1"
            />
            <Button type="submit" busy={create.isPending} icon={<PlusIcon className="size-4" />}>
              {t('profile.tokens.create')}
            </Button>
          </form>
        )}

        {tokens.isPending ? (
          <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
            <Spinner className="size-5 text-emerald-500" />
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
            {t('profile.tokens.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('profile.tokens.listLabel')}
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-white/5 dark:border-white/5"
          >
            {list.map((token) => (
              <ApiTokenRow key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('profile.tokens.usage')}{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-white/5">
            Authorization: Bearer pulso_…
          </code>
        </p>
      </div>

      <ConfirmDialog
        open={toRevoke !== null}
        title={t('profile.tokens.revokeTitle', { name: toRevoke?.name ?? '' })}
        message={t('profile.tokens.revokeBody')}
        confirmLabel={t('profile.tokens.revokeConfirm')}
        busy={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id, { onSettled: () => setToRevoke(null) });
        }}
      />
    </SectionCard>
  );
}
