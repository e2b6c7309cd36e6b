import { initialOf } from '@web/lib/text/initials';

/** Who a trip member is, as the Collaborators tab names them (spec 001 §3 "Owner display name"). */
export interface NamedMember {
  userName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** First and last name, else first, else last, else user name, else "Unknown User". */
export const memberName = (member: NamedMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') ||
  member.userName ||
  'Unknown User';

/** The avatar's fallback when there is no picture: the name's first letter. */
export const memberInitial = (member: NamedMember) => initialOf(memberName(member));
