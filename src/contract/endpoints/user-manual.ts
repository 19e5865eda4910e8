import { IdParam } from '../common';
import { endpoint } from '../endpoint';
import {
  Assessment,
  AssessmentAnswers,
  AttachmentRequest,
  KeyParam,
  ManualAddRequest,
  ManualGptAnswer,
  ManualGptRequest,
  ManualReport,
  ManualState,
  ProfileIdParam,
  ProfileParam,
  ReportParams,
  ReportPdfParams,
  UploadedFile,
} from '../user-manual';

/** User manuals of spec 001 §7 'User manual', and ours for the assessment Trellis carries (marked). */
export const userManualEndpoints = {
  register: endpoint({ method: 'GET', path: '/myusermanual/register/:x', params: ProfileParam, response: ManualState }),
  isExist: endpoint({ method: 'GET', path: '/myusermanual/isexist/:profileId', params: ProfileIdParam, response: ManualState }),
  connect: endpoint({ method: 'GET', path: '/myusermanual/connect/:x', params: ProfileParam, response: ManualState }),
  report: endpoint({ method: 'GET', path: '/myusermanual/report/:publicKey/:mode', params: ReportParams, response: ManualReport }),
  gpt: endpoint({ method: 'POST', path: '/myusermanual/gpt', body: ManualGptRequest, response: ManualGptAnswer }),
  manualAdd: endpoint({ method: 'POST', path: '/myusermanual/manualadd', body: ManualAddRequest, response: ManualState }),
  attachment: endpoint({ method: 'POST', path: '/myusermanual/manualadd/attachment', body: AttachmentRequest, response: ManualState }),
  download: endpoint({ method: 'GET', path: '/myusermanual/download/:id', params: IdParam, response: 'file' }),
  fileUpload: endpoint({ method: 'POST', path: '/myusermanual/fileupload', body: 'multipart', response: UploadedFile }),
  // Ours: the report as a PDF for its reader (decision 046).
  reportPdf: endpoint({ method: 'GET', path: '/myusermanual/report/:publicKey/pdf', params: ReportPdfParams, response: 'file' }),
  // Ours: the questionnaire behind the private key.
  assessment: endpoint({ method: 'GET', path: '/myusermanual/assessment/:key', params: KeyParam, response: Assessment }),
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/myusermanual/assessment/:key',
    params: KeyParam,
    body: AssessmentAnswers,
    response: Assessment,
  }),
};
