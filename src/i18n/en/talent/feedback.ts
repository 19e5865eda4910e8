// talent: feedback (issue 34, decision 077)
const feedback = {};
export default feedback;
