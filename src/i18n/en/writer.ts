// The built-in writer's sentences (goal suggestions and summaries written without an AI model), by what it writes.
import goals from './writer/goals';
import summary from './writer/summary';

const writer = { goals, summary };
export default writer;
