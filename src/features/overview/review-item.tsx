import type { ReviewItem } from '../../core/analytics';
import type { Row } from '../../core/contract';
import { useOverviewText, type OverviewTranslate } from './use-overview-text';

const text = (t: OverviewTranslate, row: Row | undefined) => {
  const value = row?.['text'];
  return typeof value === 'string' && value !== '' ? value : t('overview.review.noText');
};

/** One message of the queue: its text opens the conversation at it; a box marks it reviewed. */
export function ReviewEntry({
  item,
  row,
  reviewed,
  onOpen,
  onReviewed,
}: {
  item: ReviewItem;
  row: Row | undefined;
  reviewed: boolean;
  onOpen: () => void;
  onReviewed: (on: boolean) => void;
}) {
  const { t } = useOverviewText();
  const words = text(t, row);
  return (
    <li className={reviewed ? 'ov-review ov-reviewed' : 'ov-review'}>
      <button
        type="button"
        className="ov-link ov-review-text"
        aria-label={t('overview.review.open', { text: words })}
        onClick={onOpen}
      >
        {words}
      </button>
      <span className="ov-review-margin">
        {t('overview.review.margin', {
          confidence: item.confidence,
          minConfidence: item.minConfidence,
          margin: item.margin,
        })}
      </span>
      <label className="ov-review-mark">
        <input type="checkbox" checked={reviewed} onChange={(e) => onReviewed(e.target.checked)} />
        {t('overview.review.reviewed')}
      </label>
    </li>
  );
}
