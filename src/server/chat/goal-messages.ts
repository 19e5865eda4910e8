import type { Config } from '../config';
import { tenantUrl } from '../auth';
import { textsIn } from '../texts';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { GoalPost } from '../../domain/chat/goal-posts';
import { personLanguage } from '../../domain/languages';
import type { ChatGoalFacts } from './event-facts';

/** The post for a goal event, in the company's language, with a link to the goal. */
export function goalMessageOf(config: Config, post: GoalPost, f: ChatGoalFacts): ChatMessage {
  const t = textsIn(personLanguage(null, [], f.company.defaultLanguage), 'notices');
  const url = tenantUrl(config, f.company.subdomain, `/v3/goals/${f.goal.id}`);
  const quoted = t('quoted', { title: f.goal.title });
  if (post.kind === 'atRisk') {
    // The levels' keys are numbers (0–4), which the catalogue's key type does not spell.
    const likelihood = (t as (key: string) => string)(`likelihood.${f.status!.likelihood}`);
    return {
      title: t('chat.atRiskTitle'),
      lines: [{ text: t('chat.atRisk', { goal: quoted, owner: f.ownerName, likelihood }), url }],
      url,
    };
  }
  const values = { actor: f.actorName ?? t('someone'), goal: post.titled ? quoted : t('chat.aGoal'), approver: f.approverName ?? '' };
  const key = post.edit
    ? f.approverName
      ? 'chat.editSubmitted'
      : 'chat.editSubmittedNoApprover'
    : f.approverName
      ? 'chat.submitted'
      : 'chat.submittedNoApprover';
  return { title: t('chat.approvalTitle'), lines: [{ text: t(key, values), url }], url };
}
