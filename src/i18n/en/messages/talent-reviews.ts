// messages: talent reviews (issue 34, decision 077)
const reviews = {};
export default reviews;
