// files: talent. The talent area's own downloads: the overview's compliance workbook and an appraisal's print. Their
// columns, statuses and the print's words are the reports' (files:reports), as the reports show the same appraisals.
const talent = {
  // The print's file name: 'Appraisal cal Q1 2026'.
  printFile: 'Appraisal {{name}} {{quarter}}',
  compliance: {
    // The workbook's name with the direct-reports flag: 'Appraisal Compliance Q1 2026 (direct reports)'.
    directReports: '{{name}} (direct reports)',
    // In place of the quarter while the company has no appraisal quarter yet.
    noQuarter: 'no quarter yet',
  },
};
export default talent;
