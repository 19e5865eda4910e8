// files: manual
const manual = {};
export default manual;
