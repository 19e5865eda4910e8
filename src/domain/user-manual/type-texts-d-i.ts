import type { TypeTexts } from './type-texts';

// The D and I families: the active half of the circle.
export const D_AND_I_TEXTS = {
  D: {
    title: 'Decisive driver',
    summary:
      'Moves fast toward a clear result and is comfortable making the call when others hesitate. Questions a plan until it holds up, then pushes it through. Values competence and directness over ceremony. Can come across as impatient when the pace drops or the discussion circles.',
    atBest: 'Turning an unclear situation into a decision and a first step the same day, and owning the outcome.',
    communication: 'Short and direct: the point first, the reasoning only when asked. Expects the same in return.',
    drains: 'Long meetings without a decision, vague ownership, and processes that exist only because they always have.',
    underPressure: 'Takes control, narrows the circle of people consulted and may override others rather than persuade them.',
    workingWith: 'Agree the goal and the limits, then give room on the how. Bring options with a recommendation, not open questions.',
    feedback: 'Be direct and specific, tie it to results, and keep it short. They respect a clear challenge more than a softened one.',
    motivation: 'Ownership of a visible result, hard problems, and the authority to act on what they find.',
  },
  'D+I': {
    title: 'Bold mobiliser',
    summary:
      'Sets a direction quickly and brings people along with energy and conviction. Enjoys a challenge and likes to be seen meeting it. Persuades as much as directs. May commit the team before every detail has been checked.',
    atBest: 'Rallying a group behind an ambitious goal and keeping momentum through the first obstacles.',
    communication: 'Confident and lively, with a big-picture story; talks through ideas out loud and decides in the conversation.',
    drains: 'Detailed reporting, slow approvals and working alone for long stretches.',
    underPressure: 'Speaks louder and moves faster; may promise more than the team can deliver and skip the follow-up.',
    workingWith: 'Give a stage and a stretch goal, and pair them with someone who tracks the details and the commitments.',
    feedback: 'Start with the impact they are aiming for, then name the gap plainly. Agree one concrete change, not a list.',
    motivation: 'Visible challenges, recognition for bold results, and freedom to try new approaches.',
  },
  'D+C': {
    title: 'Exacting challenger',
    summary:
      'Drives toward results and insists they are right, not merely done. Tests plans hard and trusts evidence over enthusiasm. Sets high standards for themselves and others. Can seem blunt or critical to people who value harmony.',
    atBest: 'Finding the weak point in a plan early and fixing it before it costs the team.',
    communication: 'Precise and to the point; asks probing questions and expects answers backed by facts.',
    drains: 'Sloppy work, decisions made on feelings alone, and being asked to accept a plan without the reasoning.',
    underPressure: 'Becomes more critical and controlling, checks the work of others personally and may stop delegating.',
    workingWith: 'Share the data and the reasoning behind a request. Agree quality standards and deadlines up front.',
    feedback: 'Be factual and well prepared, with examples. Invite them to challenge it; they accept points that survive the challenge.',
    motivation: 'Difficult problems, high standards, and the authority to fix what they find wrong.',
  },
  I: {
    title: 'Energetic connector',
    summary:
      'Brings enthusiasm and optimism to the team and builds relationships easily. Thinks out loud and generates ideas quickly. Trusts people and enjoys persuading them. May lose interest once the novelty of a task wears off.',
    atBest: 'Creating energy around a new idea and connecting the people who can make it happen.',
    communication: 'Warm, expressive and informal; prefers a conversation to a document and tells stories to make a point.',
    drains: 'Isolated work, heavy detail, and a cold or purely critical atmosphere.',
    underPressure: 'Talks more and commits to more; may gloss over problems to keep the mood up.',
    workingWith: 'Make room for discussion and ideas, then agree written next steps and check in on them.',
    feedback: 'Keep it personal and positive in tone, but be clear about the change needed and follow up in writing.',
    motivation: 'Recognition, variety, working with people, and seeing their ideas taken up.',
  },
  'I+D': {
    title: 'Persuasive pioneer',
    summary:
      'Combines enthusiasm with drive: starts new things and convinces others to join. Quick to act on an opportunity and comfortable with risk. Enjoys influence and visible wins. May move on before the work is finished.',
    atBest: 'Opening a new opportunity, winning support for it and getting it off the ground fast.',
    communication: 'Persuasive and energetic; leads with the vision and the upside, and reads the room well.',
    drains: 'Routine, close supervision and long analysis before any action.',
    underPressure: 'Pushes harder to convince and can become impatient with doubters or dismiss risks too quickly.',
    workingWith: 'Give them new ground to open and a partner who finishes and documents. Set a few firm checkpoints.',
    feedback: 'Be upbeat and brief, focus on the result they care about, and agree what "finished" means.',
    motivation: 'New challenges, influence, public recognition and room to take calculated risks.',
  },
  'I+S': {
    title: 'Warm encourager',
    summary:
      'Builds trust and goodwill and makes people feel included. Optimistic, supportive and easy to approach. Prefers agreement to conflict and helps a team pull together. May avoid hard conversations for too long.',
    atBest: 'Bringing a team together, welcoming newcomers and keeping spirits up through a difficult stretch.',
    communication: 'Friendly, encouraging and personal; listens as much as talks and notices how others are feeling.',
    drains: 'Conflict, harsh criticism and working without contact with colleagues.',
    underPressure: 'Smooths things over, says yes to too much and may hide their own concerns to keep the peace.',
    workingWith: 'Be warm and open; ask for their view directly, since they may not volunteer disagreement.',
    feedback: 'Give it privately and kindly, with reassurance about the relationship and one clear, specific request.',
    motivation: 'Appreciation, a friendly team, and seeing the people around them do well.',
  },
} satisfies Record<string, TypeTexts>;
