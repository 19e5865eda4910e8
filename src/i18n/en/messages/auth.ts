// errors: auth
const auth = {};
export default auth;
