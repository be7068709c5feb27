import type { Figures } from '../support/cannon';

export interface Row {
  scenario: string;
  db: string;
  processes: number;
  connections: number;
  figures: Figures;
  /** Server CPU time (all processes, all threads) per answered request. */
  cpuMs: number;
  /** posture_minute rows added during the measured run. */
  stored: number;
}

const budgets = {
  sessionRps: 4000,
  sessionP99: 25,
  uploadRps: 2000,
};

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

const failures = (f: Figures) => {
  const codes = Object.entries(f.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`);
  return f.errors + f.non2xx === 0 ? '0' : [`${f.errors} err`, ...codes].join(' ');
};

/**
 * Prints the figures table and a PASS/FAIL line per budget. Returns whether any request failed, leaving
 * out the rows of `unsupported` configurations (still printed, marked).
 */
export function printReport(rows: Row[], logNotes: string[], unsupported: (row: Row) => boolean): boolean {
  const bare = rows.find((row) => row.scenario === 'bare fastify')?.figures.rps;
  const header = [
    'scenario',
    'db',
    'procs',
    'req/s',
    'p50',
    'p99',
    'errors/non-2xx',
    'of bare',
    'CPU/req',
    'stored',
  ];
  const table = rows.map((row) => [
    row.scenario,
    row.db,
    String(row.processes),
    int(row.figures.rps),
    ms(row.figures.p50),
    ms(row.figures.p99),
    failures(row.figures),
    bare ? `${((row.figures.rps / bare) * 100).toFixed(1)} %` : '-',
    `${row.cpuMs.toFixed(2)} ms`,
    row.scenario === 'posture upload' || row.scenario === 'mixed' ? int(row.stored) : '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const cells of table) console.log(line(cells));

  console.log('\nServer logs:');
  for (const note of logNotes) console.log(`  ${note}`);

  console.log('\nBudgets:');
  const verdict = (ok: boolean, text: string) => console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  for (const row of rows) {
    const f = row.figures;
    const where = `${row.scenario}, ${row.db} ×${row.processes}${unsupported(row) ? ' (unsupported)' : ''}`;
    if (row.scenario === 'session check') {
      verdict(f.rps >= budgets.sessionRps, `${where}: ${int(f.rps)} req/s ≥ ${int(budgets.sessionRps)}`);
      verdict(f.p99 <= budgets.sessionP99, `${where}: p99 ${ms(f.p99)} ≤ ${budgets.sessionP99} ms`);
    }
    if (row.scenario === 'posture upload') {
      verdict(f.rps >= budgets.uploadRps, `${where}: ${int(f.rps)} req/s ≥ ${int(budgets.uploadRps)}`);
      // Requests cut off by the end of the run are stored without being counted as answered.
      const answered = f.statuses['200'] ?? 0;
      verdict(
        row.stored >= answered && row.stored <= answered + row.connections,
        `${where}: ${int(row.stored)} minutes stored for ${int(answered)} answered uploads`,
      );
    }
  }
  const failed = rows.filter((row) => row.figures.errors + row.figures.non2xx > 0);
  verdict(
    failed.length === 0,
    failed.length === 0
      ? 'no errors or non-2xx answers'
      : `errors in ${failed.map((row) => `${row.scenario} (${row.db} ×${row.processes})`).join(', ')}`,
  );
  const locked = logNotes.filter((note) => !/: 0 "database is locked"/.test(note));
  verdict(
    locked.length === 0,
    locked.length === 0
      ? 'no "database is locked" in the server logs'
      : `"database is locked" in ${locked.map((note) => note.split(':')[0]).join(', ')}`,
  );
  return failed.some((row) => !unsupported(row));
}
