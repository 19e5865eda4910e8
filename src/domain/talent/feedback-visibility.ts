import type { AskedQuestion, PeerVisibility, QuestionAnswer } from './review-questions';
import { ANONYMITY_THRESHOLD } from './review-settings';

// Who sees what of a person's peer and upward feedback (issue 34, decision 077): the one rule every API, the appraisal
// print and the reports read. It is given every stored voice about the person and answers only what the viewer may see.

/** How the viewer stands to the person the feedback is about (several may hold at once). */
export type FeedbackViewer = {
  /** The person themself. */
  isSubject: boolean;
  /** The person's manager now. */
  isManager: boolean;
  /** The manager's manager now. */
  isManagersManager: boolean;
  /** An HR admin or the CEO: they read every appraisal, so every feedback (an org admin keeps settings, not content). */
  seesAllAppraisals: boolean;
};

/** One stored voice about the person, as the rule reads it. */
export type StoredVoice = {
  id: number;
  kind: 'peer' | 'upward';
  state: 'nominated' | 'requested' | 'declined' | 'submitted';
  respondent: { id: number; name: string };
  /** Whether the person themself named this peer (rather than the manager adding them). */
  nominatedBySubject: boolean;
  questions: AskedQuestion[];
  answers: QuestionAnswer[] | null;
  declineReason: string | null;
  requestedAt: string | null;
  submittedAt: string | null;
};

/** A request as the viewer may see it. The person themself sees only whom they named and whether each was asked. */
export type SeenRequest = {
  Id: number;
  Respondent: { Id: number; Name: string };
  State: StoredVoice['state'];
  DeclineReason: string | null;
  RequestedAt: string | null;
  SubmittedAt: string | null;
};

/** One answer to one question; `Writer` is null whenever the answer is shown without names. */
export type SeenAnswer = {
  Writer: { Id: number; Name: string } | null;
  Question: string;
  Kind: 'rating' | 'text';
  Scale: string[] | null;
  Rating: number | null;
  Text: string | null;
};

/** A rating question's average over the answers given, and how many gave one. */
export type SeenSummary = { Question: string; Scale: string[]; Average: number; Count: number };

/** How the viewer sees the peers' answers: 'full' (names and declines, the manager's side), the company's mode, or not at all. */
export type PeerView = PeerVisibility | 'full' | 'none';

export type PeersSeen = {
  Visibility: PeerView;
  Requests: SeenRequest[];
  Answers: SeenAnswer[];
  Summary: SeenSummary[];
  /** Answers handed in. */
  Count: number;
  Threshold: number;
  /** Whether the answers are shown (an anonymous set or a summary only from the threshold on). */
  Shown: boolean;
};

export type UpwardSeen = { Asked: number; Count: number; Threshold: number; Shown: boolean; Answers: SeenAnswer[]; Summary: SeenSummary[] };

export type FeedbackSeen = { Peers: PeersSeen | null; Upward: UpwardSeen | null };

/** Whether the viewer may see anything of the person's feedback at all (else: 404). */
export const seesAnyFeedback = (v: FeedbackViewer) => v.isSubject || v.isManager || v.isManagersManager || v.seesAllAppraisals;

/** How the viewer sees the peers' answers about the person. The person's own view wins over any role they hold. */
export function peerViewOf(v: FeedbackViewer, mode: PeerVisibility): PeerView {
  if (v.isSubject) return mode;
  return v.isManager || v.isManagersManager || v.seesAllAppraisals ? 'full' : 'none';
}

/** Upward feedback about a manager: the manager and the manager's manager only (HR admins as such do not). */
export const seesUpward = (v: FeedbackViewer) => v.isSubject || v.isManager;

const answersOf = (voice: StoredVoice, named: boolean): SeenAnswer[] =>
  voice.questions.flatMap((q) => {
    const a = voice.answers?.find((x) => x.questionId === q.id);
    if (!a) return [];
    const writer = named ? { Id: voice.respondent.id, Name: voice.respondent.name } : null;
    return [{ Writer: writer, Question: q.text, Kind: q.kind, Scale: q.scale, Rating: a.rating, Text: a.text }];
  });

const byContent = (a: SeenAnswer, b: SeenAnswer) =>
  a.Question.localeCompare(b.Question) || (a.Rating ?? 0) - (b.Rating ?? 0) || (a.Text ?? '').localeCompare(b.Text ?? '');

/** Answers without their writers, in an order that follows the questions and the content, never the writing. */
const anonymous = (voices: StoredVoice[]) => voices.flatMap((v) => answersOf(v, false)).sort(byContent);

/** Per rating question (by its text): the average rating, to two decimals, and how many gave one. */
export function summaryOf(voices: StoredVoice[]): SeenSummary[] {
  const by = new Map<string, { scale: string[]; sum: number; count: number }>();
  for (const a of voices.flatMap((v) => answersOf(v, false))) {
    if (a.Kind !== 'rating' || a.Rating === null || !a.Scale) continue;
    const s = by.get(a.Question) ?? { scale: a.Scale, sum: 0, count: 0 };
    by.set(a.Question, { ...s, sum: s.sum + a.Rating, count: s.count + 1 });
  }
  return [...by.entries()]
    .map(([question, s]) => ({ Question: question, Scale: s.scale, Average: Math.round((s.sum / s.count) * 100) / 100, Count: s.count }))
    .sort((a, b) => a.Question.localeCompare(b.Question));
}

const requestOf = (v: StoredVoice): SeenRequest => ({
  Id: v.id,
  Respondent: { Id: v.respondent.id, Name: v.respondent.name },
  State: v.state,
  DeclineReason: v.declineReason,
  RequestedAt: v.requestedAt,
  SubmittedAt: v.submittedAt,
});

/** What the person sees of their own requests: whom they named, waiting for approval or asked — never answered or declined. */
const ownRequestOf = (v: StoredVoice): SeenRequest => ({
  ...requestOf(v),
  State: v.state === 'nominated' ? 'nominated' : 'requested',
  DeclineReason: null,
  RequestedAt: null,
  SubmittedAt: null,
});

function peersSeen(view: PeerView, peers: StoredVoice[]): PeersSeen | null {
  if (view === 'none') return null;
  const handedIn = peers.filter((p) => p.state === 'submitted');
  const count = handedIn.length;
  const enough = count >= ANONYMITY_THRESHOLD;
  const base = { Visibility: view, Count: count, Threshold: ANONYMITY_THRESHOLD, Answers: [], Summary: [], Shown: false };
  const byName = (a: StoredVoice, b: StoredVoice) =>
    a.respondent.name.localeCompare(b.respondent.name) || a.respondent.id - b.respondent.id;
  switch (view) {
    case 'full':
      return {
        ...base,
        Requests: [...peers].sort(byName).map(requestOf),
        Answers: [...handedIn].sort(byName).flatMap((v) => answersOf(v, true)),
        Summary: summaryOf(handedIn),
        Shown: true,
      };
    case 'named': {
      const own = peers
        .filter((p) => p.nominatedBySubject)
        .sort(byName)
        .map(ownRequestOf);
      return { ...base, Requests: own, Answers: [...handedIn].sort(byName).flatMap((v) => answersOf(v, true)), Shown: true };
    }
    case 'anonymous': {
      const own = peers
        .filter((p) => p.nominatedBySubject)
        .sort(byName)
        .map(ownRequestOf);
      return enough ? { ...base, Requests: own, Answers: anonymous(handedIn), Shown: true } : { ...base, Requests: own };
    }
    case 'summary': {
      const own = peers
        .filter((p) => p.nominatedBySubject)
        .sort(byName)
        .map(ownRequestOf);
      return enough ? { ...base, Requests: own, Summary: summaryOf(handedIn), Shown: true } : { ...base, Requests: own };
    }
  }
}

function upwardSeen(v: FeedbackViewer, upward: StoredVoice[]): UpwardSeen | null {
  // Nothing to tell of a person nobody was asked about as a manager.
  if (!seesUpward(v) || upward.length === 0) return null;
  const handedIn = upward.filter((u) => u.state === 'submitted');
  const shown = handedIn.length >= ANONYMITY_THRESHOLD;
  return {
    Asked: upward.length,
    Count: handedIn.length,
    Threshold: ANONYMITY_THRESHOLD,
    Shown: shown,
    Answers: shown ? anonymous(handedIn) : [],
    Summary: shown ? summaryOf(handedIn) : [],
  };
}

/**
 * What the viewer may see of the peer feedback about a person and of the upward feedback about them as a manager.
 * Null parts are not the viewer's to see; nothing anonymous names a respondent, a time or an order of writing, and an
 * anonymous set shows only from ANONYMITY_THRESHOLD answers on.
 */
export function feedbackSeenBy(v: FeedbackViewer, mode: PeerVisibility, voices: StoredVoice[]): FeedbackSeen {
  return {
    Peers: peersSeen(
      peerViewOf(v, mode),
      voices.filter((x) => x.kind === 'peer'),
    ),
    Upward: upwardSeen(
      v,
      voices.filter((x) => x.kind === 'upward'),
    ),
  };
}
