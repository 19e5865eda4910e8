// The chat area's public face (issue 33): a company's Slack and Teams incoming webhooks, and what posts to them.
export { postToCompanyChats, defineChatJobs, type ChatPostDeps } from './post-job';
export { chatRoutes } from './routes';
export { subscribeChat } from './subscriber';
export type { ChatMessage, ChatLine } from '../../domain/chat/chat-message';
