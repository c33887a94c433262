export { ConversationsPanel, type ConversationsPanelProps } from './conversations-panel';
