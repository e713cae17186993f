import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { useQuery } from '@tanstack/react-query';
import { allAccountsQueryOptions } from '../../accounts';
import { useDeployStrategy } from '../api/deploy-strategy';

interface DeployDialogProps {
  strategyId: string;
  strategyName: string;
  onClose: () => void;
  onDeployed?: () => void;
}

/** Deploys a saved strategy to one of the user's active accounts. */
export function DeployDialog({ strategyId, strategyName, onClose, onDeployed }: DeployDialogProps) {
  const { t } = useTranslation();
  // Fresh on every opening: an account made elsewhere since start-up is offered too.
  const accounts = useQuery({ ...allAccountsQueryOptions(), refetchOnMount: 'always' });
  const deploy = useDeployStrategy();
  const active = (accounts.data ?? []).filter((a) => a.isActive);
  const [accountId, setAccountId] = useState('');
  const chosen = accountId || active[0]?.id || '';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('strategies.deploy.title')}
      description={t('strategies.deploy.lead', { name: strategyName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            busy={deploy.isPending}
            disabled={!chosen}
            onClick={() =>
              deploy.mutate(
                { strategyId, accountId: chosen },
                {
                  onSuccess: () => {
                    onDeployed?.();
                    onClose();
                  },
                },
              )
            }
          >
            {t('strategies.deploy.confirm')}
          </Button>
        </>
      }
    >
      {active.length === 0 && !accounts.isFetching ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('strategies.deploy.noAccounts')}
        </p>
      ) : (
        <SelectField
          label={t('strategies.deploy.account')}
          value={chosen}
          onChange={(event) => setAccountId(event.target.value)}
        >
          {active.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name} · {account.exchangeName}
            </option>
          ))}
        </SelectField>
      )}
    </Dialog>
  );
}
