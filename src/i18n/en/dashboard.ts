// Filled as the screens of this area move to the catalogue (issue 30).
const dashboard = {};
export default dashboard;
