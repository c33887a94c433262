/** An intent the bot guessed for a group's messages: how many, and with what confidence on average. */
export interface GuessedIntent {
  intent: string | null;
  messages: number;
  confidence: number;
}

/** A group of not-understood messages that say the same thing (docs/analytics.md). */
export interface MessageCluster {
  /** The group's id while the run is open: what its messages are asked by (clusterMembers). */
  id: number;
  messages: number;
  conversations: number;
  /** Of every not-understood message of the run. */
  share: number;
  /** The words said most often in the group, as first written, and up to three other wordings. */
  representative: string;
  others: string[];
  /** The intents the bot guessed, most often first (at most three). */
  intents: GuessedIntent[];
  /** Messages a day, one for each of MessageClusters.days. */
  byDay: number[];
}

export interface MessageClusters {
  /** Not-understood messages of the run, and the groups they make (one-message groups included). */
  messages: number;
  groups: number;
  /** Each day from the first not-understood message to the last, its start as UTC digits of the wall clock. */
  days: number[];
  /** The largest groups, largest first. */
  clusters: MessageCluster[];
  /** Of each of `days`, the messages of the group that holds most of that day's (any group, listed or not). */
  largestByDay: number[];
}

/** The messages of one group: their ids (the grid opens them) and their conversations, in order of first sight. */
export interface ClusterMembers {
  ids: string[];
  conversations: string[];
}
