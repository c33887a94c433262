export { DialogsFold, type FoldRow } from './dialogs-fold';
export { dialogsOverview, type OverviewOptions } from './overview';
export { reviewQueue, type ReviewItem } from './review-queue';
export { pickConversations, type ConversationPick, type LengthMeasure } from './conversation-pick';
export { ProfileFold, type ColumnProfile } from './column-profile';
export { bucketFor, bucketForRange, type ZoneOffset } from './time-buckets';
export type * from './overview-types';
export { CONFIDENCE_BINS } from './overview-types';
export { headline, type Headline } from './headline';
