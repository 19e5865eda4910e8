import { routes } from '../endpoint';
import type { userManualEndpoints } from '../endpoints/user-manual';

// The addresses of endpoints/user-manual.ts, for the web.
export const userManualRoutes = routes<typeof userManualEndpoints>({
  register: 'GET /myusermanual/register/:x',
  isExist: 'GET /myusermanual/isexist/:profileId',
  connect: 'GET /myusermanual/connect/:x',
  report: 'GET /myusermanual/report/:publicKey/:mode',
  gpt: 'POST /myusermanual/gpt',
  manualAdd: 'POST /myusermanual/manualadd',
  attachment: 'POST /myusermanual/manualadd/attachment',
  download: 'GET /myusermanual/download/:id',
  fileUpload: 'POST /myusermanual/fileupload',
  reportPdf: 'GET /myusermanual/report/:publicKey/pdf',
  assessment: 'GET /myusermanual/assessment/:key',
  saveAnswers: 'PUT /myusermanual/assessment/:key',
});
