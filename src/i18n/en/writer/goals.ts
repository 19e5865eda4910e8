// writer: goals
const goals = {};
export default goals;
