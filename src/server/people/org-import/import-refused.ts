import { AppError } from '../../errors';
import { IMPORT_REFUSED, type ImportProblem } from '../../../domain/people/import-rules';

/**
 * A refused import: 400 `{ Message, Errors }` through the one error handler, each problem a field error (Field is
 * its column) that also carries the contract's ImportProblem keys Row and Column, so clients read it from Errors.
 */
export class ImportRefused extends AppError {
  constructor(readonly problems: ImportProblem[]) {
    super(
      'bad_request',
      IMPORT_REFUSED,
      problems.map((p) => ({ Field: p.Column, Message: p.Message, Row: p.Row, Column: p.Column })),
    );
  }
}
