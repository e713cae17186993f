import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DEFAULT_EXCHANGE,
  STRATEGY_TEMPLATES,
  type ExchangeCode,
  type Grouping,
  type SupportedSymbol,
} from '@pulso/domain/core';
import type { Strategy } from '@pulso/domain/schemas';
import { Button, buttonClass } from '../../components/ui/button';
import { CodeIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { ReviewRisk, ReviewStatistics } from '../../features/review';
import {
  useStrategy,
  useRunBacktest,
  useSaveStrategy,
  useCodeValidation,
  BacktestPanel,
  type BacktestSettings,
  CodeEditor,
  DeployDialog,
  TemplatePicker,
} from '../../features/strategies';
import '../../locales/strategies';
import '../../locales/review';
import '../../locales/markets';

/** /strategies/new and /strategies/:id: write, check, backtest, save and deploy a strategy. */
export default function StrategyEditorPage() {
  const { id } = useParams();
  const strategy = useStrategy(id);
  if (id && strategy.isPending) {
    return (
      <div role="status" className="flex justify-center py-24">
        <Spinner className="size-6 text-emerald-500" />
      </div>
    );
  }
  return <Editor key={strategy.data?.id ?? 'new'} strategy={strategy.data ?? null} />;
}

function Editor({ strategy }: { strategy: Strategy | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(strategy?.name ?? '');
  const [description, setDescription] = useState(strategy?.description ?? '');
  const [code, setCode] = useState(strategy?.code ?? STRATEGY_TEMPLATES[0]!.code);
  const [settings, setSettings] = useState<BacktestSettings>({
    symbol: (strategy?.symbol as SupportedSymbol | undefined) ?? 'BTCUSDT',
    exchange: (strategy?.exchange as ExchangeCode | undefined) ?? DEFAULT_EXCHANGE,
    grouping: (strategy?.grouping as Grouping | undefined) ?? '1h',
  });
  const [deploying, setDeploying] = useState(false);
  const [saveError, setSaveError] = useState<{ field: string; message: string } | null>(null);
  const codeError = useCodeValidation(code);
  const save = useSaveStrategy();
  const backtest = useRunBacktest();
  const backtestError = backtest.error instanceof Error ? backtest.error.message : null;

  // An edit answers the last save's or backtest's complaint: it is no longer about this code.
  const changeName = (value: string) => {
    setName(value);
    setSaveError(null);
  };
  const changeCode = (value: string) => {
    setCode(value);
    setSaveError(null);
    if (backtest.isError) backtest.reset();
  };

  const onSave = () =>
    save.mutate(
      { id: strategy?.id, name, description: description || null, code, ...settings },
      {
        onSuccess: (saved) => {
          if (!strategy) void navigate(`/strategies/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          const issue = error instanceof ApiError ? error.issues?.[0] : undefined;
          setSaveError({
            field: String(issue?.path.at(-1) ?? 'form'),
            message: issue?.message ?? error.message,
          });
        },
      },
    );

  const shownCodeError =
    codeError ?? (saveError?.field === 'code' ? saveError.message : null) ?? backtestError;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={strategy ? strategy.name : t('strategies.newTitle')}
        lead={t('strategies.editorLead')}
        icon={<CodeIcon className="size-5" />}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/strategies" className={buttonClass('ghost')}>
              {t('strategies.back')}
            </Link>
            {strategy ? (
              <Button variant="secondary" onClick={() => setDeploying(true)}>
                {t('strategies.deploy.open')}
              </Button>
            ) : null}
            <Button onClick={onSave} busy={save.isPending}>
              {t('strategies.save')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('strategies.name')}
          value={name}
          maxLength={60}
          onChange={(event) => changeName(event.target.value)}
          error={saveError?.field === 'name' ? saveError.message : null}
        />
        <TextField
          label={t('strategies.description')}
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {saveError && !['name', 'code'].includes(saveError.field) ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {saveError.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TemplatePicker
            onPick={(template) => {
              changeCode(template.code);
              if (!name) changeName(template.name);
            }}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('strategies.codeHint')}</p>
        </div>
        <CodeEditor
          value={code}
          onChange={changeCode}
          label={t('strategies.code')}
          invalid={Boolean(shownCodeError)}
          errorId={shownCodeError ? 'strategy-code-error' : undefined}
        />
        {shownCodeError ? (
          <p
            id="strategy-code-error"
            role="alert"
            data-testid="code-error"
            className="text-sm font-medium text-rose-600 dark:text-rose-400"
          >
            {shownCodeError}
          </p>
        ) : (
          <p className="text-sm text-emerald-600 dark:text-emerald-400">{t('strategies.codeOk')}</p>
        )}
      </div>
      <BacktestPanel
        settings={settings}
        onSettingsChange={setSettings}
        running={backtest.isPending}
        result={backtest.data}
        onRun={(input) => backtest.mutate({ ...input, code })}
      />
      {/* Issue 38: a backtest reads like a live account's review. */}
      {backtest.data ? (
        <SectionCard
          title={t('strategies.backtest.reviewTitle')}
          description={t('strategies.backtest.reviewDescription')}
        >
          <div className="flex flex-col gap-4">
            <ReviewStatistics statistics={backtest.data.statistics} />
            {backtest.data.risk ? <ReviewRisk risk={backtest.data.risk} capital={null} /> : null}
          </div>
        </SectionCard>
      ) : null}
      {deploying && strategy ? (
        <DeployDialog
          strategyId={strategy.id}
          strategyName={strategy.name}
          onClose={() => setDeploying(false)}
        />
      ) : null}
    </div>
  );
}
