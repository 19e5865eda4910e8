import type { Texts } from '../../catalogue';
import type en from '../../en/files/talent';

const talent = {
  printFile: 'Beurteilung {{name}} {{quarter}}',
  compliance: {
    directReports: '{{name}} (direkte Mitarbeitende)',
    noQuarter: 'noch kein Quartal',
  },
} satisfies Texts<typeof en>;
export default talent;
