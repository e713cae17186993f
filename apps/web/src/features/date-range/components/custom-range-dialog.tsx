import { useState, type FormEvent } from 'react';
import {
  MESSAGES,
  parseDateInput,
  validateCustomDateRange,
  type CustomDateRange,
} from '@pulso/domain/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

interface CustomRangeDialogProps {
  /** The dates the inputs start with, `yyyy-mm-dd`. */
  initial: CustomDateRange;
  title: string;
  onApply: (range: CustomDateRange) => void;
  onCancel: () => void;
}

const FORM_ID = 'custom-date-range';

/** The custom date range modal (spec §2), with the spec §5 rules checked on Apply. */
export default function CustomRangeDialog({
  initial,
  title,
  onApply,
  onCancel,
}: CustomRangeDialogProps) {
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [error, setError] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = parseDateInput(startDate);
    const end = parseDateInput(endDate);
    const problem =
      start && end
        ? validateCustomDateRange(start, end, new Date())
        : MESSAGES.dateRange.invalidDate;
    if (problem) {
      setError(problem);
      return;
    }
    onApply({ startDate, endDate });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {MESSAGES.ui.cancel}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {MESSAGES.ui.apply}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={apply} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={MESSAGES.ui.fromDate}
            type="date"
            value={startDate}
            max={today}
            data-autofocus=""
            aria-invalid={error ? true : undefined}
            onChange={(event) => edit(setStartDate)(event.target.value)}
          />
          <TextField
            label={MESSAGES.ui.toDate}
            type="date"
            value={endDate}
            max={today}
            aria-invalid={error ? true : undefined}
            onChange={(event) => edit(setEndDate)(event.target.value)}
          />
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg bg-rose-500/10 px-3 py-2 text-sm font-medium text-rose-700 dark:text-rose-300"
          >
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
