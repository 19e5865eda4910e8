// errors: goals
const goals = {};
export default goals;
