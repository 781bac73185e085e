/** Query keys of the assistant: one factory, so invalidation never guesses. */
export const assistantKeys = {
  location: (locationId: string) => ['assistant', locationId] as const,
  conversations: (locationId: string) =>
    [...assistantKeys.location(locationId), 'conversations'] as const,
  conversation: (locationId: string, conversationId: string) =>
    [...assistantKeys.location(locationId), 'conversation', conversationId] as const,
};
