// The names the desk gives a write's author when it knows no person's name: whoever is signed in (nobody chosen as
// acting), or a staff account's number. Written in English, as the desk's log keeps them; the page says them in the
// desk's language (renderer/ui/staff-words.ts), so both sides read these from here.
export const SIGNED_IN_STAFF = 'Signed-in staff member';

export const numberedStaff = (staffId: number): string => `Staff #${staffId}`;

/** The staff account's number in a name numberedStaff made, or null for a person's name. */
export function staffNumberOf(name: string): number | null {
  const numbered = /^Staff #(\d+)$/.exec(name);
  return numbered ? Number(numbered[1]) : null;
}
