import { Command, CommanderError, Option } from 'commander';
import { printQuota } from './commands/quota';
import { printReports } from './commands/reports';
import { EXIT } from './exit-codes';
import { runExtractCommand } from './commands/extract';
import { runVerifyCommand } from './commands/verify';
import { runAlertsCommand } from './commands/alerts';
import { InputError } from './input-error';
import { errorEvent } from './error-event';
import { FORMATS } from './output/formats';
import { MASK_AS } from '../src/core/personal-data';
import { lineOf } from './progress';
import { readCredentials, secretFlagProblem } from './secrets';
import { stateDirOf } from '../warehouse/state-dir';
import { targetOf } from './via-server';

const env = process.env;

// `report-explorer reports | head`: a reader that stops early is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(EXIT.done);
  throw e;
});

function fail(e: unknown, json: boolean): never {
  const event = errorEvent(e);
  if (json) process.stdout.write(JSON.stringify(event) + '\n');
  process.stderr.write(`${lineOf(event)}\n`);
  process.exit(event.exitCode);
}

/** `verify`: a history folder checked against its manifests (cli/commands/verify.ts). */
function addVerify(cli: Command): void {
  cli
    .command('verify')
    .description(
      "Check a history folder (extract --since, or a team server's store) against its manifests: every " +
        'file readable, counts and hashes equal, no row twice, segments that meet. Exit 0, or 1 with the problems.',
    )
    .requiredOption(
      '--out <dir>',
      'the folder: an extract --since --out, or the team history of npm run serve',
    )
    .option('--json', 'as JSON', false)
    .action(async (options: { out: string; json: boolean }) => {
      process.exitCode = await runVerifyCommand(options).catch((e: unknown) => fail(e, options.json));
    });
}

/** `alerts`: a command of its own beside `program`, which would not fit on a screen with it. */
function addAlertsCommand(cli: Command) {
  cli
    .command('alerts')
    .description(
      'Print the settled days of the DIALOGS histories under --out whose figures left their usual range; ' +
        'with --alert-webhook, post each new one once.',
    )
    .requiredOption('--out <dir>', 'the folder extract --since keeps the history in')
    .option(
      '--alert-webhook [url]',
      'post each alert not sent before as JSON; with no URL, the one in REPORTING_ALERT_WEBHOOK (keeps a token off the command line)',
    )
    .option('--settle-minutes <n>', "how late the service's rows may arrive (default 120)")
    .option('--json', 'one JSON line per alert', false)
    .action(async (options: Record<string, unknown>) => {
      process.exitCode = await runAlertsCommand(options, env).catch((e: unknown) =>
        fail(e, options.json === true),
      );
    });
}

function program(): Command {
  const cli = new Command('report-explorer')
    .description(
      'Extract the reports of the Reporting Data-Extraction API into files analytics engines read.',
    )
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  cli
    .command('extract')
    .description(
      "Keep a tenant's history in day partitions (--since), fetching only what is new or unsettled; " +
        'or page one range (--start, --end) into one file per page. Resumable.',
    )
    .requiredOption('--env <name>', 'demo, test, prod or a configured REPORTING_ENV_<NAME>')
    .requiredOption('--report <name>', 'catalog name, key or identifier')
    .option('--since <date>', "the history's first day, yyyy-MM-dd (DIALOGS); it runs up to now")
    .option('--start <date>', 'one range: its start, yyyy-MM-dd HH:mm:ss')
    .option('--end <date>', 'yyyy-MM-dd HH:mm:ss: the end of the range (with --since, instead of now)')
    .requiredOption(
      '--out <dir>',
      'output folder (Hive-style: report=/tenant=/day= for --since, report=/tenant=/window= for a range)',
    )
    .addOption(new Option('--format <format>', 'file format').choices(FORMATS).default('parquet'))
    .option('--size <n>', 'page size of the legacy reports (1-10000)')
    .option('--campaign-id <id>', 'for the reports that require it')
    .option('--tenants <file>', 'a JSON file of tenants, each naming the variables that hold its secrets')
    .option('--state-dir <dir>', 'where processes of one key share its budget')
    .option('--refresh', 'fetch again what is already complete', false)
    .option('--wait-for-quota', 'when the 12-hour quota is spent, wait for its renewal and go on', false)
    .option(
      '--settle-minutes <n>',
      "how late the service's rows may arrive (--since; default: the demo's own, else 120)",
    )
    .option(
      '--mask-personal-data',
      'mask personal data in free texts and identifiers (docs/personal-data.md); counts in a sidecar or the About sheet',
      false,
    )
    .addOption(
      new Option('--mask-as <as>', 'a masked value reads as its kind ([EMAIL]) or a pseudonym').choices(
        MASK_AS,
      ),
    )
    .option('--mask-column <names>', 'more identifier columns to mask whole, comma-separated')
    .option(
      '--via <url>',
      "through the app's server (npm run serve) at this URL, which shares the key with the team; as background work",
    )
    .option('--json', 'machine-readable progress events on standard output', false)
    .action(async (options: Record<string, unknown>) => {
      process.exitCode = await runExtractCommand(options, env).catch((e: unknown) =>
        fail(e, options.json === true),
      );
    });

  addAlertsCommand(cli);

  cli
    .command('reports')
    .description('List the catalog with family and deprecation state.')
    .option('--json', 'as JSON', false)
    .action((options: { json: boolean }) => printReports(options.json));

  cli
    .command('quota')
    .description("Print the key's quota state (CreateToken?info) and this command's own count.")
    .requiredOption('--env <name>', 'environment')
    .option('--state-dir <dir>', 'where processes of one key share its budget')
    .option('--via <url>', "through the app's server (npm run serve) at this URL")
    .option('--json', 'as JSON', false)
    .action(async (options: { env: string; stateDir?: string; via?: string; json: boolean }) => {
      try {
        const target = await targetOf(options.env, env, options.via);
        const credentials = await readCredentials(env, target.fallbackCredentials);
        await printQuota(target, credentials, stateDirOf(options.stateDir, env), options.json);
      } catch (e) {
        fail(e, options.json);
      }
    });
  addVerify(cli);
  return cli;
}

const secretProblem = secretFlagProblem(process.argv.slice(2));
if (secretProblem) fail(new InputError(secretProblem), false);
try {
  await program().parseAsync(process.argv);
  // At once, not when the key's lock holds end (up to a minute for a token): the lock files keep them.
  process.exit(process.exitCode ?? EXIT.done);
} catch (e) {
  // Commander's own refusals (unknown option, missing value) are bad input too; --help and --version are not.
  if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : EXIT.badInput);
  throw e;
}
