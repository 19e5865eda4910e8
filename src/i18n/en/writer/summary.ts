// writer: summary
const summary = {};
export default summary;
