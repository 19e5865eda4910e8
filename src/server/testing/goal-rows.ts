// Goal rows for the tests of areas below goals (people, http): the factory the demo seeds with (STYLE.md 'Data').
export { buildGoal, buildGoalExtras } from '../goals/goal-factory';
