import type { OrgNode } from '../../../../contract/organization';

// Test data for the chart's rules: people with unique ids and the small org drawn below.
let nextId = 1;
export function person(name: string, parentId: number | null, more: Partial<OrgNode> = {}): OrgNode {
  const id = nextId++;
  const email = `${name.toLowerCase()}@northwind.example`;
  const flat = {
    Id: id,
    ParentId: parentId,
    Name: name,
    Email: email,
    JobTitle: null,
    OrgUnit: null,
    RoleName: 'contributor' as const,
    Avatar: null,
    IsOrgAdmin: false,
    IsGoalAdmin: false,
    IsHrAdmin: false,
    IsGoalManager: false,
    DeactivatedAt: null,
    InvitationAcceptedAt: '2026-01-05T09:00:00.000Z',
  };
  return {
    ...flat,
    Status: 'Active',
    id,
    parentId,
    Profile: {
      ...flat,
      AvatarImage: null,
      UnconfirmedEmail: null,
      PhoneNumber: null,
      TimeZone: null,
      LinkedinUrl: null,
      Biography: null,
      Disc: null,
      IsDelegate: false,
      IsEditable: false,
      EmailActivatedAt: '2026-01-05T09:00:00.000Z',
      CreatedAt: '2026-01-02T09:00:00.000Z',
    },
    Manager: parentId ?? 0,
    DirectReports: [],
    Changed: false,
    LegId: 0,
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
