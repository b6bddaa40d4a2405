/**
 * How to reach WaiKura. The support and privacy addresses are deployment settings (VITE_SUPPORT_EMAIL,
 * VITE_PRIVACY_EMAIL at build time), never invented here. When they are not set, the pages say how to
 * reach WaiKura through the people who set up the school's account instead.
 */
const read = (value: unknown) =>
  typeof value === 'string' && value.includes('@') ? value.trim() : undefined;

export const SUPPORT_EMAIL = read(import.meta.env.VITE_SUPPORT_EMAIL);
export const PRIVACY_EMAIL = read(import.meta.env.VITE_PRIVACY_EMAIL) ?? SUPPORT_EMAIL;

/** One sentence: how to reach WaiKura support. */
export function SupportContact({ privacy }: { privacy?: boolean }) {
  const email = privacy ? PRIVACY_EMAIL : SUPPORT_EMAIL;
  if (email) {
    return (
      <>
        Email <a href={`mailto:${email}`}>{email}</a>. Tell us your name, your school and what you were trying
        to do. Please do not send passwords.
      </>
    );
  }
  return (
    <>
      Contact the WaiKura team that set up your school’s account: your principal has their details in your
      school’s WaiKura agreement. Please do not send passwords.
    </>
  );
}
