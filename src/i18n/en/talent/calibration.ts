// talent: calibration (issue 34, decision 077)
const calibration = {};
export default calibration;
