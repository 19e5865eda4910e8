import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { sendDocument, sendRendered } from '../http/download';
import { inRequest } from '../http/unit-of-work';
import { readerLanguage } from '../http/reader-language';
import { userManualEndpoints as e } from '../../contract/endpoints/user-manual';
import { attachmentOf, readPdf, storePdf } from './manual-files';
import { reportOf } from './manual-report';
import { getManualPdf } from './manual-pdf';
import { addManual, connect, getAssessment, manualOf, register, saveAnswers, setAttachment } from './manual-service';

/**
 * User manuals (spec 001 §7 'User manual'): any signed-in person reads; only the owner writes, decided per call
 * (the paths name the owner, or the caller is the owner). POST myusermanual/gpt is the AI area's. The statements, the
 * type's texts and the PDF are in the reader's language, whoever's manual it is.
 */
export const userManualRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.isExist, 'signedIn', (req) => inRequest(deps, req, (w) => manualOf(w, req.params.profileId)));
    route(app, e.register, 'signedIn', (req) => inRequest(deps, req, (w) => register(w, req.params.x)));
    route(app, e.connect, 'signedIn', (req) => inRequest(deps, req, (w) => connect(w, req.params.x)));
    route(app, e.report, 'signedIn', (req) =>
      inRequest(deps, req, (w) => reportOf(w, req.params.publicKey, req.params.mode === '1', readerLanguage(req))),
    );
    route(app, e.reportPdf, 'signedIn', async (req, reply) =>
      sendRendered(reply, 'pdf', await inRequest(deps, req, (w) => getManualPdf(w, req.params.publicKey, readerLanguage(req)))),
    );
    route(app, e.manualAdd, 'signedIn', (req) => inRequest(deps, req, (w) => addManual(w, req.body)));
    route(app, e.attachment, 'signedIn', (req) => inRequest(deps, req, (w) => setAttachment(w, req.body.FilePath)));
    route(app, e.fileUpload, 'signedIn', async (req) => {
      // The file is read and checked before the transaction opens.
      const pdf = await readPdf(req as Parameters<typeof readPdf>[0]);
      return inRequest(deps, req, (w) => storePdf(w, pdf));
    });
    route(app, e.download, 'signedIn', async (req, reply) => {
      const file = await inRequest(deps, req, (w) => attachmentOf(w, req.params.id));
      return sendDocument(reply, file.bytes, { kind: 'pdf', name: file.name });
    });
    route(app, e.assessment, 'signedIn', (req) => inRequest(deps, req, (w) => getAssessment(w, req.params.key, readerLanguage(req))));
    route(app, e.saveAnswers, 'signedIn', (req) =>
      inRequest(deps, req, (w) => saveAnswers(w, req.params.key, req.body.Answers, readerLanguage(req))),
    );
  };
