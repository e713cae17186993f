import { useTranslation } from 'react-i18next';
import { STRATEGY_TEMPLATES, type StrategyTemplate } from '@pulso/domain/core';
import { SelectField } from '../../../components/ui/select-field';

/** The starter strategies: choosing one puts its code in the editor. */
export function TemplatePicker({ onPick }: { onPick: (template: StrategyTemplate) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('strategies.template')}
      value=""
      onChange={(event) => {
        const template = STRATEGY_TEMPLATES.find((x) => x.id === event.target.value);
        if (template) onPick(template);
      }}
      className="min-w-56"
    >
      <option value="">{t('strategies.templatePlaceholder')}</option>
      {STRATEGY_TEMPLATES.map((template) => (
        <option key={template.id} value={template.id} title={template.description}>
          {template.name}
        </option>
      ))}
    </SelectField>
  );
}
