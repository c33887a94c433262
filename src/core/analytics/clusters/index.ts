// What the bot did not understand, grouped by what customers said (docs/analytics.md). Headless.
export { ClustersFold } from './clusters-fold';
export { clusterMembers, messageClusters, LISTED } from './cluster-view';
export type { ClusterMembers, GuessedIntent, MessageCluster, MessageClusters } from './cluster-types';
export { normalise } from './normalise';
export { JOIN_AT, MERGE_AT, TextClusters } from './text-clusters';
export { WHOLE_AT } from './whole-groups';
export { adjustedRandIndex, mostSplit, shareInOwnGroup } from './agreement';
