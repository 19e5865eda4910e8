import type { OrgNode } from '../../../../contract/organization';

// Test data for the chart's rules: people with unique ids and the small org drawn below.
let nextId = 1;
export function person(name: string, parentId: number | null, more: Partial<OrgNode> = {}): OrgNode {
  return {
    Id: nextId++,
    ParentId: parentId,
    Name: name,
    JobTitle: null,
    OrgUnit: null,
    RoleName: 'contributor',
    Avatar: null,
    IsOrgAdmin: false,
    IsGoalAdmin: false,
    IsHrAdmin: false,
    IsGoalManager: false,
    Status: 'Active',
    ChildCount: 0,
    ...more,
  };
}

// ceo ─┬─ ann ─┬─ cat
//      │       └─ bob
//      └─ zed ─── dan
export function smallOrg() {
  const ceo = person('Olivia', null, { RoleName: 'ceo', ChildCount: 2 });
  const zed = person('Zed', ceo.Id, { RoleName: 'manager', ChildCount: 1 });
  const ann = person('Ann', ceo.Id, { RoleName: 'manager', ChildCount: 2 });
  const cat = person('Cat', ann.Id);
  const bob = person('Bob', ann.Id);
  const dan = person('Dan', zed.Id);
  return { ceo, zed, ann, cat, bob, dan, all: [ceo, zed, ann, cat, bob, dan] };
}
