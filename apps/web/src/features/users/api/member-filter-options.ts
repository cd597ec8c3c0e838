import { hasPermission } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/session/auth-provider';
import { SEARCH_DEBOUNCE_MS } from '@/ui/data-table/search-box';
import type { TypeAheadFilterProps } from '@/ui/data-table/type-ahead-filter';
import { useTeamRefs } from './get-assignment-options';
import { getUser } from './get-user';
import { usersQueryOptions } from './get-users';
import { userKeys } from './user-keys';

/** How many people the type-ahead offers for what is typed. */
const MEMBER_MATCHES = 20;

type MemberTypeAhead = Pick<
  TypeAheadFilterProps,
  'valueLabel' | 'term' | 'onTermChange' | 'options' | 'loading'
>;

export interface MemberFilters {
  /** The person filter ("seller", "agent") as a type-ahead; null when it is not shown. */
  member: MemberTypeAhead | null;
  /** The teams a team filter offers; null when the filter is not shown. */
  teams: ReadonlyArray<{ value: string; label: string }> | null;
}

/**
 * The "who" filters of a list of sales, contracts or needs-analysis answers: a person filter only for callers who see others' records
 * and may read users, searching by name among the people of their team (a team manager), of the chosen team or
 * everyone (wider scopes); a team filter only for callers who see beyond one team and may read teams (and for a
 * list that filters by team: `withTeams`).
 */
export const useMemberFilters = (
  memberId: string | undefined,
  chosenTeamId: string | undefined,
  { withTeams = true }: { withTeams?: boolean } = {},
): MemberFilters => {
  const { user } = useAuth();
  const scope = user?.role?.dataScope ?? 'own';
  const showMember = scope !== 'own' && hasPermission(user, 'UserModule:users:read');
  const showTeams =
    withTeams && (scope === 'company' || scope === 'all') && hasPermission(user, 'TeamModule:teams:read');

  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const matches = useQuery({
    ...usersQueryOptions({
      search,
      pageSize: MEMBER_MATCHES,
      sort: 'lastName',
      order: 'asc',
      teamId: scope === 'team' ? user?.team?.id : chosenTeamId,
    }),
    enabled: showMember && search !== '',
  });
  const chosen = useQuery({
    queryKey: userKeys.detail(memberId ?? ''),
    queryFn: ({ signal }) => getUser(memberId ?? '', signal),
    enabled: showMember && Boolean(memberId),
  });
  const teams = useTeamRefs(showTeams);

  return {
    member: showMember
      ? {
          term,
          onTermChange: setTerm,
          options: search
            ? (matches.data?.data ?? []).map((member) => ({ value: member.id, label: member.name }))
            : [],
          // Typed but not asked yet counts as loading: "no match" shows only for an answer.
          loading: matches.isFetching || term.trim() !== search,
          valueLabel: chosen.data?.name,
        }
      : null,
    teams: showTeams ? (teams.data ?? []).map((team) => ({ value: team.id, label: team.name })) : null,
  };
};
