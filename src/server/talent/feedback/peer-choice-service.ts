import { badRequest, conflict, notFound } from '../../errors';
import type { Work } from '../../http/unit-of-work';
import { isTalentAdmin, PERSON_NOT_FOUND } from '../../../domain/askers';
import { mayChoosePeers, nomineeProblem, withinCap, type NomineeProblem } from '../../../domain/talent/feedback-rules';
import type { FeedbackView, PeerApprovals } from '../../../contract/talent-feedback';
import { loadReviewSettings } from '../reviews/review-settings';
import { questionsToAsk } from '../reviews/questions-queries';
import {
  deleteRequests,
  findChoosable,
  findColleagues,
  findPeersOf,
  insertRequests,
  updateRequest,
  type FeedbackRow,
} from './feedback-queries';
import {
  feedbackSeenByActor,
  findActivePerson,
  findListedQuarter,
  findOpenQuarter,
  PEER_FEEDBACK_OFF,
  requireOpen,
  toVoice,
} from './feedback-access';
import { feedbackSeenBy } from '../../../domain/talent/feedback-visibility';

export const PEERS_OVER_CAP = (cap: number) => `Name at most ${cap} peers.`;
export const ANSWERED_STAYS = 'Feedback already given or declined cannot be removed.';
const NOMINEE_WORDS: Record<NomineeProblem, string> = {
  unknown: 'This colleague was not found.',
  self: 'You cannot ask yourself for peer feedback.',
  manager: 'The manager gives their view in the appraisal, not as a peer.',
};

async function peerFeedbackOn(w: Work) {
  const settings = await loadReviewSettings(w.tx, w.actor.tenantId);
  if (!settings.peerFeedbackOn) throw conflict(PEER_FEEDBACK_OFF);
  return settings;
}

/** The people named, each checked by the nomination rules (400 naming UserIds for the first that fails). */
async function checkNominees(w: Work, subject: { id: number; parentId: number | null }, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = new Map((await findColleagues(w.tx, w.actor.tenantId, unique)).map((c) => [c.id, c]));
  for (const id of unique) {
    const c = found.get(id);
    const problem = nomineeProblem(subject, c && { id, active: c.deactivatedAt === null, observer: c.roleName === 'observer' });
    if (problem === 'unknown') throw notFound(NOMINEE_WORDS.unknown, 'UserIds');
    if (problem) throw badRequest(NOMINEE_WORDS[problem], 'UserIds');
  }
  return unique;
}

const peersOf = async (w: Work, subjectId: number, periodId: number): Promise<FeedbackRow[]> =>
  (await findPeersOf(w.tx, w.actor.tenantId, [subjectId], periodId)).map((p) => p.r);

const viewOf = async (w: Work, userId: number, periodId: number): Promise<FeedbackView> =>
  (await feedbackSeenByActor(w.tx, w.actor, userId, periodId))!;

/**
 * PUT /talent/feedback/{periodId}/nominations: the caller names the peers they want to hear from; the list replaces
 * their nominations still waiting for the manager (those already asked stay), at most the company's cap in all.
 */
export async function nominatePeers(w: Work, p: { periodId: number; UserIds: number[] }): Promise<FeedbackView> {
  // Every id the call names is looked up first (404), then the state of things (409).
  const quarter = await findListedQuarter(w, p.periodId);
  const me = await findActivePerson(w.tx, w.actor.tenantId, w.actor.userId);
  const named = await checkNominees(w, me, p.UserIds);
  requireOpen(quarter);
  const settings = await peerFeedbackOn(w);
  const peers = await peersOf(w, me.id, quarter.Id);
  const asked = peers.filter((r) => r.state !== 'nominated');
  const toNominate = named.filter((id) => !peers.some((r) => r.respondentId === id));
  const stillNominated = peers.filter((r) => r.state === 'nominated' && named.includes(r.respondentId));
  const requested = asked.filter((r) => r.state === 'requested').length;
  if (!withinCap(toNominate.length + stillNominated.length, requested, settings.peerCap)) {
    throw badRequest(PEERS_OVER_CAP(settings.peerCap), 'UserIds');
  }
  await deleteRequests(
    w.tx,
    w.actor.tenantId,
    peers.filter((r) => r.state === 'nominated' && !named.includes(r.respondentId)).map((r) => r.id),
  );
  const made = await insertRequests(
    w.tx,
    toNominate.map((respondentId) => ({
      tenantId: w.actor.tenantId,
      periodId: quarter.Id,
      subjectId: me.id,
      respondentId,
      kind: 'peer',
      state: 'nominated',
      nominatedById: me.id,
      questions: [],
      createdAt: w.now,
      updatedAt: w.now,
    })),
  );
  if (made.length > 0 && me.parentId !== null) {
    w.emit({
      type: 'peer_nominated',
      recipientIds: [me.parentId],
      subjectId: me.id,
      periodId: quarter.Id,
      objectId: made[0]!.id,
      data: { count: made.length },
    });
  }
  return viewOf(w, me.id, quarter.Id);
}

/**
 * PUT /talent/feedback/{periodId}/{userId}/peers: the person's manager (or a talent admin) asks the peers listed —
 * nominated ones are approved, others added — and removes the ones left out while they have not answered.
 */
export async function choosePeers(w: Work, p: { periodId: number; userId: number; UserIds: number[] }): Promise<FeedbackView> {
  const subject = await findActivePerson(w.tx, w.actor.tenantId, p.userId);
  if (!mayChoosePeers({ id: w.actor.userId, isTalentAdmin: isTalentAdmin(w.actor) }, subject)) throw notFound(PERSON_NOT_FOUND, 'userId');
  const quarter = await findListedQuarter(w, p.periodId);
  const named = await checkNominees(w, subject, p.UserIds);
  requireOpen(quarter);
  await peerFeedbackOn(w);
  const peers = await peersOf(w, subject.id, quarter.Id);
  const leftOut = peers.filter((r) => !named.includes(r.respondentId));
  if (leftOut.some((r) => r.state === 'submitted' || r.state === 'declined')) throw conflict(ANSWERED_STAYS);
  await deleteRequests(
    w.tx,
    w.actor.tenantId,
    leftOut.map((r) => r.id),
  );
  const questions = await questionsToAsk(w.tx, w.actor.tenantId, 'peer');
  const asked = { state: 'requested', questions, approvedById: w.actor.userId, requestedAt: w.now, updatedAt: w.now };
  const newlyAsked: { id: number; respondentId: number }[] = [];
  for (const r of peers.filter((x) => x.state === 'nominated' && named.includes(x.respondentId))) {
    await updateRequest(w.tx, w.actor.tenantId, r.id, asked);
    newlyAsked.push({ id: r.id, respondentId: r.respondentId });
  }
  const added = named.filter((id) => !peers.some((r) => r.respondentId === id));
  newlyAsked.push(
    ...(await insertRequests(
      w.tx,
      added.map((respondentId) => ({
        tenantId: w.actor.tenantId,
        periodId: quarter.Id,
        subjectId: subject.id,
        respondentId,
        kind: 'peer',
        createdAt: w.now,
        ...asked,
      })),
    )),
  );
  for (const r of newlyAsked) {
    w.emit({
      type: 'feedback_requested',
      recipientIds: [r.respondentId],
      subjectId: subject.id,
      periodId: quarter.Id,
      objectId: r.id,
      data: { kind: 'peer' },
    });
  }
  return viewOf(w, subject.id, quarter.Id);
}

/** GET /talent/feedback/{periodId}/approvals: a page of the people whose peers the caller chooses, with their requests. */
export async function getPeerApprovals(w: Work, p: { periodId: number; Limit: number; Offset: number }): Promise<PeerApprovals> {
  const quarter = await findOpenQuarter(w, p.periodId);
  const q = findChoosable(w.tx, w.actor.tenantId, {
    managerId: w.actor.userId,
    admin: isTalentAdmin(w.actor),
    periodId: quarter.Id,
    limit: p.Limit,
    offset: p.Offset,
  });
  const [people, total] = [await q.page, await q.total];
  const requests = await findPeersOf(
    w.tx,
    w.actor.tenantId,
    people.map((u) => u.id),
    quarter.Id,
  );
  return {
    Total: total,
    Items: people.map((u) => {
      const voices = requests.filter((x) => x.r.subjectId === u.id).map(toVoice);
      // The manager's side of the one rule: every request by name, with its state.
      const seen = feedbackSeenBy(
        { isSubject: false, isManager: true, isManagersManager: false, seesAllAppraisals: false },
        'named',
        voices,
      );
      return { User: { Id: u.id, Name: u.name, JobTitle: u.jobTitle }, Requests: seen.Peers!.Requests };
    }),
  };
}
