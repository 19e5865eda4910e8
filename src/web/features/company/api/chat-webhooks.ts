import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatRoutes as e } from '../../../../contract/routes/chat';
import type { ChatKind } from '../../../../domain/chat/chat-kinds';
import { call } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';

const chatKey = () => [...tenantKeys.all, 'chat-webhooks'] as const;

export const getChatWebhooks = (signal?: AbortSignal) => call(e.webhooks, { signal });

export const chatWebhooksQueryOptions = () => queryOptions({ queryKey: chatKey(), queryFn: ({ signal }) => getChatWebhooks(signal) });

export const useChatWebhooks = () => useQuery(chatWebhooksQueryOptions());

/** Saves or removes a kind's address; the list is read again after either. The test post changes when it last posted. */
export function useChangeChatWebhook(kind: ChatKind) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: chatKey() });
  return {
    save: useMutation({ mutationFn: (Url: string) => call(e.save, { params: { Kind: kind }, body: { Url } }), onSettled }),
    remove: useMutation({ mutationFn: () => call(e.remove, { params: { Kind: kind } }), onSettled }),
    test: useMutation({ mutationFn: () => call(e.test, { params: { Kind: kind } }), onSettled }),
  };
}
