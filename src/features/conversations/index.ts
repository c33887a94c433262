export { ConversationsPanel, type ConversationsPanelProps } from './ConversationsPanel';
