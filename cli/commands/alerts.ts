import { z } from 'zod';
import type { DayAlert } from '../../src/core/analytics/alerts';
import { settleMsOf } from '../../src/core/history';
import { alertText } from '../alerts/alert-text';
import { dialogsHistories } from '../alerts/histories';
import { historyAlerts } from '../alerts/history-alerts';
import { alertKey, readSent, writeSent } from '../alerts/sent-record';
import { postJson, webhookUrl } from '../alerts/webhook';
import { EXIT } from '../exit-codes';
import { InputError } from '../input-error';

const optionsSchema = z.object({
  out: z.string(),
  alertWebhook: z.union([z.string(), z.literal(true)]).optional(),
  settleMinutes: z.coerce
    .number({ error: '--settle-minutes takes a number of minutes' })
    .min(0, { error: '--settle-minutes is at least 0' })
    .optional(),
  json: z.boolean().default(false),
});

type Env = Readonly<Record<string, string | undefined>>;
const write = (line: string) => process.stdout.write(line + '\n');

/** The body a chat tool shows as it is (`text`), with the alert's figures for anything that reads more. */
const bodyOf = (alert: DayAlert, tenant: string, text: string) => ({
  text: `Report Explorer, tenant ${tenant}: ${text}`,
  alert: {
    tenant,
    day: new Date(alert.day).toISOString().slice(0, 10),
    figure: alert.figure,
    ...(alert.channel === undefined ? {} : { channel: alert.channel }),
    value: alert.value,
    usual: { low: alert.band.low, high: alert.band.high, median: alert.band.median },
    direction: alert.direction,
  },
});

/** Posts a history's alerts it has not sent yet, recording each once received; why it stopped, or null. */
async function postNew(url: URL, folder: string, tenant: string, alerts: readonly DayAlert[]) {
  const sent = await readSent(folder);
  let posted = 0;
  for (const alert of alerts) {
    const key = alertKey(alert);
    if (sent.has(key)) continue;
    const why = await postJson(url, bodyOf(alert, tenant, alertText(alert)));
    if (why !== null) return { posted, why, left: alerts.filter((a) => !sent.has(alertKey(a))).length };
    sent.add(key);
    await writeSent(folder, sent);
    posted++;
  }
  return { posted, why: null, left: 0 };
}

/**
 * `report-explorer alerts`: the settled days of each DIALOGS history under --out whose figures left their
 * usual range, printed; with --alert-webhook, each one not sent before posted once. The exit code.
 */
export async function runAlertsCommand(raw: Record<string, unknown>, env: Env): Promise<number> {
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message ?? 'invalid options');
  const options = parsed.data;
  const url = options.alertWebhook === undefined ? null : webhookUrl(options.alertWebhook, env);
  const histories = await dialogsHistories(options.out);
  if (histories.length === 0)
    throw new InputError(`${options.out} holds no DIALOGS history: extract --since makes one there.`);
  const settleMs = settleMsOf(options.settleMinutes);
  let failed = false;
  for (const { folder, state } of histories) {
    const { tenant, settled, alerts } = await historyAlerts(folder, state, settleMs);
    for (const alert of alerts) {
      const text = alertText(alert);
      if (options.json) write(JSON.stringify({ event: 'alert', ...bodyOf(alert, tenant, text).alert, text }));
      else write(histories.length > 1 ? `tenant ${tenant}: ${text}` : text);
    }
    const span = settled.length > 0 ? `, ${settled[0]} to ${settled.at(-1)}` : '';
    if (!options.json)
      write(`${alerts.length} alert(s) in ${settled.length} settled day(s)${span} of tenant ${tenant}.`);
    if (!url) continue;
    const result = await postNew(url, folder, tenant, alerts);
    if (!options.json) write(`Posted ${result.posted} new alert(s) to the webhook.`);
    if (result.why !== null) {
      failed = true;
      process.stderr.write(
        `The alert webhook ${result.why}: ${result.left} alert(s) of tenant ${tenant} not sent; the next run sends them.\n`,
      );
    }
  }
  return failed ? EXIT.webhookFailed : EXIT.done;
}
