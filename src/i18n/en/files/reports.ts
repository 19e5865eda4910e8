// files: reports
const reports = {};
export default reports;
