import CodeMirror from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { EditorView } from '@codemirror/view';
import { useMemo } from 'react';
import { useThemeStore } from '../../theme';

interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  label: string;
  /** id of the element describing the current problem, if any. */
  errorId?: string | undefined;
  invalid?: boolean;
}

/** CodeMirror 6 with JavaScript highlighting, in the app's theme. */
export function CodeEditor({ value, onChange, label, errorId, invalid = false }: CodeEditorProps) {
  const theme = useThemeStore((state) => state.theme);
  // The label and the error belong on the editable element itself, where screen readers land.
  const extensions = useMemo(
    () => [
      javascript(),
      EditorView.contentAttributes.of({
        'aria-label': label,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
      }),
    ],
    [label, errorId],
  );
  return (
    <div
      data-testid="code-editor"
      className={`overflow-hidden rounded-xl border text-sm ${
        invalid ? 'border-rose-500/70' : 'border-slate-200 dark:border-white/10'
      }`}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        theme={theme}
        height="420px"
        basicSetup={{ foldGutter: false, highlightActiveLine: true }}
      />
    </div>
  );
}
