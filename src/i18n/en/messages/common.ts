// errors: common
const common = {};
export default common;
