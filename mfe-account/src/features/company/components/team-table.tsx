import { formatDate } from '@dwell/core/format';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@dwell/core/schemas/team';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { Team } from '../api/get-team.ts';

export type Member = Team['members'][number];

/** A role's label; a role this screen does not know shows as stored. */
export const roleLabel = (role: string) => TEAM_ROLE_LABELS[role as TeamRole] ?? role;

interface Manage {
  onRole: (member: Member, role: TeamRole) => void;
  onRemove: (member: Member) => void;
}

// A company admin's handlers reach the cells through context, so the columns stay declared once, here.
const ManageContext = createContext<Manage | null>(null);

function RoleCell({ member }: { member: Member }) {
  const manage = useContext(ManageContext);
  if (!manage) return roleLabel(member.role);
  return (
    <select
      className="select"
      aria-label={`Role of ${member.email}`}
      value={member.role}
      onChange={(e) => manage.onRole(member, e.target.value as TeamRole)}
    >
      {TEAM_ROLES.map((r) => (
        <option key={r} value={r}>
          {TEAM_ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

function RemoveCell({ member }: { member: Member }) {
  const manage = useContext(ManageContext);
  if (!manage || member.isYou) return null;
  return (
    <button type="button" className="btn btn-sm btn-danger" onClick={() => manage.onRemove(member)}>
      Remove
    </button>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Member>();
const MEMBER_COLUMNS = helper.columns([
  helper.accessor('fullName', {
    header: 'Name',
    cell: (info) => (
      <>
        {info.getValue() ?? '—'}
        {info.row.original.isYou ? <span className="badge badge-info">You</span> : null}
      </>
    ),
  }),
  helper.accessor('email', { header: 'Email' }),
  helper.accessor('role', { header: 'Role', cell: (info) => <RoleCell member={info.row.original} /> }),
  helper.accessor('createdAt', { header: 'Joined', cell: (info) => formatDate(info.getValue()) }),
]);
const MANAGER_COLUMNS = helper.columns([
  ...MEMBER_COLUMNS,
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => <RemoveCell member={info.row.original} />,
  }),
]);

/** The company's members; a company admin changes roles and removes members from here. */
export function TeamTable({ members, manage }: { members: Member[]; manage: Manage | null }) {
  const table = useTable({
    features,
    columns: manage ? MANAGER_COLUMNS : MEMBER_COLUMNS,
    data: members,
    getRowId: (m) => m.id,
  });
  return (
    <ManageContext value={manage}>
      <DataTable table={table} label="Team members" />
    </ManageContext>
  );
}
