import { createContext } from 'react';

/** The goal whose comments are shown, for what a comment can become (an action item for its owner). */
export type CommentGoal = { goalId: number; owner: { Id: number; Name: string } };

export const CommentGoalContext = createContext<CommentGoal | null>(null);
