import type { MessageClusters } from '../../core/analytics/clusters';
import { csvFileName } from '../../core/csv';
import { XLSX_LABELS } from '../../core/xlsx';
import type { Engine } from '../../engine/types';
import { downloadText } from '../../lib/download';
import { useI18n } from '../../lib/i18n';
import { useMaskSetting } from '../../lib/mask-controls';
import { saveFile } from '../export';
import { clusterCsv, clusterSheet, clusterWorkbook, textsFor } from './cluster-sheet';
import { named, useOverviewText } from './use-overview-text';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The groups to CSV and to a workbook whose About sheet says how they were made; masked as the page's setting says. */
export function ClusterExports(props: {
  data: MessageClusters;
  engine: Pick<Engine, 'environment'>;
  fileBaseName: string;
  range: string;
}) {
  const { t } = useOverviewText();
  const { locale } = useI18n();
  const mask = useMaskSetting();
  const sheet = () =>
    clusterSheet(
      props.data,
      [
        t('overview.clusters.col.rank'),
        t('overview.clusters.col.messages'),
        t('overview.clusters.col.conversations'),
        t('overview.clusters.col.share'),
        t('overview.clusters.col.representative'),
        t('overview.clusters.col.others'),
        t('overview.clusters.col.intents'),
      ],
      // A masker of its own per file, as every export makes one (its pseudonyms are that file's).
      textsFor(mask),
      (intent) => named(t, intent),
    );
  const base = `${props.fileBaseName} clusters`;
  const none = props.data.clusters.length === 0;
  const workbook = () => {
    const method: [string, string] = [t('overview.clusters.methodLabel'), t('overview.clusters.method')];
    const about = {
      report: props.fileBaseName,
      range: props.range,
      environment: props.engine.environment.name,
      method,
    };
    const words = { labels: XLSX_LABELS[locale], timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    saveFile(
      new Blob(clusterWorkbook(sheet(), about, words), { type: XLSX_TYPE }),
      csvFileName(base, '', '', 'xlsx'),
    );
  };
  return (
    <div className="ov-cluster-exports">
      <button
        type="button"
        className="btn btn-small"
        disabled={none}
        onClick={() => downloadText(clusterCsv(sheet()), csvFileName(base, '', ''), 'text/csv;charset=utf-8')}
      >
        {t('overview.clusters.exportCsv')}
      </button>
      <button type="button" className="btn btn-small" disabled={none} onClick={workbook}>
        {t('overview.clusters.exportXlsx')}
      </button>
    </div>
  );
}
