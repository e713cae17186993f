// Naming conventions a machine checks (DESIGN §3, CONVENTIONS 11), as two small local rules:
// - pulso/worker-file-name: background work lives in its feature in a file named *.worker.ts, so
//   a class named …Worker or …Scheduler (what the composition root starts and stops) is defined
//   in one;
// - pulso/one-table-per-file: a Drizzle schema file under db/schema/ declares one table.

const WORKER_CLASS = /(Worker|Scheduler)$/;

const workerFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A background worker class is defined in a file named *.worker.ts.' },
    schema: [],
    messages: {
      rename:
        "'{{name}}' is a background worker: define it in a file named *.worker.ts " +
        '(e.g. {{suggestion}}), as market-sync.worker.ts and exchange-sync.worker.ts are.',
    },
  },
  create(context) {
    const file = context.filename.split(/[\\/]/).pop() ?? '';
    if (file.endsWith('.worker.ts')) return {};
    const check = (node) => {
      if (!node.id || !WORKER_CLASS.test(node.id.name)) return;
      context.report({
        node: node.id,
        messageId: 'rename',
        data: {
          name: node.id.name,
          suggestion: file.replace(/([-.](worker|scheduler))?\.ts$/, '.worker.ts'),
        },
      });
    };
    return { ClassDeclaration: check };
  },
};

const oneTablePerFile = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A db/schema/ file declares one table (pgTable).' },
    schema: [],
    messages: {
      split:
        'One table per schema file: move this table to its own file in db/schema/ (named after ' +
        'the table) and export it from db/schema/index.ts.',
    },
  },
  create(context) {
    let tables = 0;
    return {
      'CallExpression[callee.name="pgTable"]'(node) {
        tables += 1;
        if (tables > 1) context.report({ node, messageId: 'split' });
      },
    };
  },
};

const pulso = {
  rules: { 'worker-file-name': workerFileName, 'one-table-per-file': oneTablePerFile },
};

/** The blocks applying them: worker names in the server's product code, tables in db/schema. */
export function conventions({ serverTests }) {
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: serverTests,
      plugins: { pulso },
      rules: { 'pulso/worker-file-name': 'error' },
    },
    {
      files: ['apps/server/src/db/schema/**/*.ts'],
      plugins: { pulso },
      rules: { 'pulso/one-table-per-file': 'error' },
    },
  ];
}
