import { describe, expect, it } from 'vitest';
import { summaryColumns } from './strategy-card-rules';

const basic = (Mission: string | null, Vision: string | null, Values: string | null) => ({
  Mission,
  Vision,
  Values,
});
const fields = (cols: { field: string }[]) => cols.map((c) => c.field);

describe('summaryColumns', () => {
  it('shows readers only the published texts', () => {
    expect(
      fields(
        summaryColumns({
          CanEdit: false,
          IsStrategy: true,
          StrategyBasic: basic('<p>Serve</p>', null, '<p><br></p>'),
        }),
      ),
    ).toEqual(['Mission']);
  });

  it('shows editors all three once anything is written, empty ones included', () => {
    const cols = summaryColumns({
      CanEdit: true,
      IsStrategy: true,
      StrategyBasic: basic(null, '<p>Lead</p>', null),
    });
    expect(cols).toEqual([
      { field: 'Mission', filled: false },
      { field: 'Vision', filled: true },
      { field: 'Values', filled: false },
    ]);
  });

  it('gives an editor with nothing published an invitation instead of three empty columns', () => {
    expect(summaryColumns({ CanEdit: true, IsStrategy: false, StrategyBasic: basic(null, null, null) })).toEqual([]);
  });
});
