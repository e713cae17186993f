import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadText } from '../../../lib/download';

/**
 * Downloads one of the review's tables as CSV, built when pressed, named
 * `<review file name>-<name>.csv` (every table exports: issue 38).
 */
export function CsvButton({
  label,
  name,
  csv,
  className,
}: {
  label: string;
  /** What the file holds, after the review's file name: `revision-dias.csv`. */
  name: string;
  csv: () => string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => downloadText(csv(), `${t('review.fileName')}-${name}.csv`)}
    >
      {label}
    </Button>
  );
}
