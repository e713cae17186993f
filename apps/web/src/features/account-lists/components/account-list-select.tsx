import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';

interface AccountListSelectProps {
  compact?: boolean;
}

/**
 * Placeholder until the account-lists feature lands: only 'Todas las cuentas', the default
 * selection (spec §3), so the frame already has the control in its final place.
 */
export function AccountListSelect({ compact = false }: AccountListSelectProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('controls.accountList')}
      hideLabel
      icon={<ListIcon className="size-4" />}
      value="all"
      onChange={() => {}}
      className={compact ? 'w-52' : ''}
    >
      <option value="all">{t('controls.allAccounts')}</option>
    </SelectField>
  );
}
