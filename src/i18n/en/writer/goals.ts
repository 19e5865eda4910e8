// writer: goals. Empty on purpose: the built-in goal writer's templates and sentences are the rule's data, a table per
// language beside the English one (src/domain/ai/goal-templates/index.ts says why); a text the writer shares with the
// screens would come here.
const goals = {};
export default goals;
