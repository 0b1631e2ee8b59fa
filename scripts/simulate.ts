// CLI over the engine.
//   npm run -s simulate -- <payload.json|-> [--date YYYY-MM-DD]   → {droitsEligibles, droitsNonEligibles, droitsInjectes}
//   npm run -s simulate -- --situation <situation.json|->         → the situation with its null values computed
import { readFileSync } from 'node:fs';
import { calculate, simulate, PayloadError, SituationError } from '../src/engine/index.ts';

function usage(): never {
  console.error(
    'Usage : npm run -s simulate -- <payload.json|-> [--date AAAA-MM-JJ]\n        npm run -s simulate -- --situation <situation.json|->',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let situationMode = false;
let date: string | undefined;
let file: string | undefined;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--situation') situationMode = true;
  else if (a === '--date') date = args[++i] ?? usage();
  else if (a.startsWith('--date=')) date = a.slice(7);
  else if (a === '-h' || a === '--help') usage();
  else if (!file) file = a;
  else usage();
}
if (!file) usage();

let input: unknown;
try {
  input = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
} catch (err) {
  console.error(
    `Lecture impossible de ${file === '-' ? "l'entrée standard" : file} : ${(err as Error).message}`,
  );
  process.exit(2);
}

try {
  const out = situationMode ? calculate(input as never) : simulate(input, { date });
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
} catch (err) {
  if (err instanceof PayloadError || err instanceof SituationError) {
    console.error(
      JSON.stringify(
        { error: err.message, details: err instanceof PayloadError ? err.details : err.details },
        null,
        2,
      ),
    );
    process.exit(1);
  }
  console.error(JSON.stringify({ error: `Calcul impossible : ${(err as Error).message}` }));
  process.exit(1);
}
