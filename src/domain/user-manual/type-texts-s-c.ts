import type { TypeTexts } from './type-texts';

// The S and C families: the thoughtful half of the circle.
export const S_AND_C_TEXTS = {
  S: {
    title: 'Steady supporter',
    summary:
      'Reliable, patient and calm, with a steady pace that others can count on. Listens well and helps the team keep working together. Prefers to know what is coming and to finish what they start. May hold back an objection or resist a sudden change.',
    atBest: 'Keeping important work running smoothly and supporting colleagues consistently over the long run.',
    communication: 'Calm and considerate; listens first and speaks when they have thought it through.',
    drains: 'Constant change of priorities, open conflict and being rushed into decisions.',
    underPressure: 'Goes quiet and keeps going; may agree outwardly while disagreeing inwardly.',
    workingWith: 'Explain changes early and give the reasons. Ask for their opinion one to one rather than in a crowd.',
    feedback: 'Be calm and sincere, give time to absorb it, and make clear how you will support the change.',
    motivation: 'Stability, a clear role, sincere appreciation and a team that works well together.',
  },
  'S+I': {
    title: 'Considerate collaborator',
    summary:
      'Supportive and approachable, combining steadiness with real warmth toward people. Builds lasting working relationships and helps others succeed. Prefers cooperation to competition. May take on too much to avoid letting someone down.',
    atBest: 'Helping colleagues, sharing knowledge and being the person people turn to when they are stuck.',
    communication: 'Friendly, patient and personal; asks how others are and adapts to them.',
    drains: 'Aggressive debate, cold or impersonal processes and being pushed to decide on the spot.',
    underPressure: 'Accommodates others at their own expense and may delay a difficult decision.',
    workingWith: 'Show that you value the relationship, keep plans predictable and check that their workload is fair.',
    feedback: 'Be gentle and concrete, start with what works, and invite them to say what they need.',
    motivation: 'Being helpful, a harmonious team and appreciation for their contribution.',
  },
  'S+C': {
    title: 'Reliable steward',
    summary:
      'Careful, dependable and consistent; does things properly and sees them through. Likes clear expectations and proven methods. Quietly keeps quality and continuity in place. May be slow to accept a change that has not been thought through.',
    atBest: 'Running a process accurately and dependably, and noticing early when something starts to slip.',
    communication: 'Measured and factual; prefers clear written information and time to consider it.',
    drains: 'Unclear expectations, rushed deadlines and changes without an explanation.',
    underPressure: 'Falls back on procedure, becomes cautious and may withdraw from discussion.',
    workingWith: 'Set clear expectations and deadlines, give notice of changes and explain the reasons behind them.',
    feedback: 'Be specific and factual, in private, and give time to consider it before agreeing next steps.',
    motivation: 'Doing quality work, a stable environment and knowing exactly what is expected.',
  },
  C: {
    title: 'Careful analyst',
    summary:
      'Thorough, precise and guided by facts. Asks questions until a problem is understood and prefers to get it right rather than get it fast. Holds high standards and works independently. Can seem reserved or overly critical when others are in a hurry.',
    atBest: 'Analysing a complex problem, finding the errors others missed and producing accurate, well-reasoned work.',
    communication: 'Precise and reserved; prefers written detail and well-prepared questions to small talk.',
    drains: 'Vague requests, decisions without evidence and being asked to commit before the facts are in.',
    underPressure: 'Asks for more information, becomes more critical and may delay a decision to avoid a mistake.',
    workingWith: 'Give detail, context and time. Be precise about what is needed and when, and respect their expertise.',
    feedback: 'Base it on facts and examples, give it in writing if possible, and allow time for questions.',
    motivation: 'Quality, expertise, clear standards and the time to do things properly.',
  },
  'C+D': {
    title: 'Rigorous problem-solver',
    summary:
      'Analytical and determined: digs into a problem and then acts firmly on what they find. Trusts logic over opinion and will challenge a weak argument. Sets demanding standards for quality and results. May come across as cool or impatient with less thorough colleagues.',
    atBest: 'Solving a hard technical or organisational problem and driving the fix through to the end.',
    communication: 'Logical, concise and sometimes blunt; expects claims to be backed by evidence.',
    drains: 'Decisions made on popularity, repeated rework and inefficiency.',
    underPressure: 'Becomes stubborn about the right way, works alone and may dismiss views they find unfounded.',
    workingWith: 'Bring evidence and a clear question, give autonomy on the method and agree the quality bar.',
    feedback: 'Be logical and direct with examples; expect debate and welcome it.',
    motivation: 'Hard problems, competence, control over their own work and results that stand up to scrutiny.',
  },
  'C+S': {
    title: 'Methodical guardian',
    summary:
      'Careful, patient and dependable, with a strong eye for accuracy. Follows a method and keeps things consistent. Supports the team by making sure the work is right. May avoid risk and take time to adapt to change.',
    atBest: 'Keeping standards, records and processes accurate and reliable, so others can build on them.',
    communication: 'Quiet, diplomatic and exact; prefers written information and prepared discussions.',
    drains: 'Rushed work, ambiguity and conflict that becomes personal.',
    underPressure: 'Retreats into detail and procedure and may become hesitant to decide.',
    workingWith: 'Provide clear procedures and expectations, warn early of change and give time to prepare.',
    feedback: 'Be tactful and precise, give examples and reassurance, and follow up with written next steps.',
    motivation: 'Accuracy, a calm and orderly environment, and recognition for careful work.',
  },
} satisfies Record<string, TypeTexts>;
