import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { guard, viewerFacts } from '../http/access';
import { route } from '../http/route';
import { sendDocument } from '../http/download';
import { inRequest } from '../http/unit-of-work';
import { readUploadedPart } from '../uploads/images';
import { reportEndpoints as e } from '../../contract/endpoints/reports';
import { mayImportPeople } from '../../domain/people/import-rules';
import {
  getImportTemplateCsv,
  getImportTemplateWorkbook,
  IMPORT_MAX_BYTES,
  ImportRefused,
  importPeople,
  previewImport,
  readImportRows,
  refusedPreview,
} from '../people';
import { mayUse } from './report-guard';
import { readerLanguage } from '../http/reader-language';

// An import gives any role and every flag anywhere in the company: what only the CEO and org admins may do.
const mayImport = guard('ceo or org admin (imports people)', (a) => mayImportPeople(viewerFacts(a)));

/**
 * Report 3: the organisation import template (xlsx or csv), the preview of a filled one, and its import. The import itself (its
 * template, rules, reading, checks and writes) is people's (people/org-import/); these routes are report 3's place in
 * the catalogue, under its guard and the reports' throttle. A refused import answers 400 with every problem in
 * `Errors`, each `{ Field, Message, Row, Column }` (people/org-import/import-refused.ts).
 */
export const importRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The template is report 3 itself (§9 'id 3 is a downloadable template'): whoever has the report may fill one in.
    // It reads nothing, so it is made without a transaction; its instructions are in the language of whoever asked.
    route(app, e.importTemplate, mayUse(3), async (req, reply) => {
      const [kind, language] = [req.params.format, readerLanguage(req)];
      const file = kind === 'xlsx' ? await getImportTemplateWorkbook(deps.now(), language) : getImportTemplateCsv(language);
      return sendDocument(reply, file.bytes, { kind, name: file.name });
    });
    // The preview reads the file and the company and says what the import would do; it writes and mails nothing. A
    // file whose header lacks columns is a preview with those problems, like any other problem of the file.
    route(app, e.importPreview, mayImport, async (req) => {
      const upload = await readUploadedPart(req as Parameters<typeof readUploadedPart>[0], { maxBytes: IMPORT_MAX_BYTES, what: 'file' });
      const read = await readImportRows(upload).then(
        (rows) => ({ rows }),
        (error: unknown) => {
          if (error instanceof ImportRefused) return { problems: error.problems };
          throw error;
        },
      );
      if ('problems' in read) return refusedPreview(read.problems);
      return inRequest(deps, req, (w) => previewImport({ tx: w.tx, tenantId: w.actor.tenantId }, read.rows));
    });
    // The import checks the same file again (it never takes a plan from the client): confirming a preview, it refuses
    // (409) when the file would now do anything else; `Invite=false` adds the new people without mailing them.
    route(app, e.importPeople, mayImport, async (req) => {
      // The file is read and parsed before the transaction opens; the checks and writes run inside it.
      const upload = await readUploadedPart(req as Parameters<typeof readUploadedPart>[0], { maxBytes: IMPORT_MAX_BYTES, what: 'file' });
      const rows = await readImportRows(upload);
      return inRequest(deps, req, async (w) => {
        const result = await importPeople(
          { tx: w.tx, tenantId: w.actor.tenantId, inviterId: w.actor.userId, now: w.now, mail: w.deps },
          rows,
          { invite: req.query.Invite, plan: req.query.Plan },
        );
        // One refresh for the directories; a notice per person would flood the managers of a large import.
        w.emit({ type: 'user_updated', userId: w.actor.userId, data: { imported: result } });
        return result;
      });
    });
  };
